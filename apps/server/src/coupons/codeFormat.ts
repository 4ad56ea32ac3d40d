import { randomInt } from "node:crypto"

/**
 * Letters and digits nobody misreads on a stream overlay or a printed card: no 0/O, 1/I/L. Upper
 * case only, because the redeem field shows and sends what is typed in upper case (domain
 * `voucherCodeAsShown`) and codes are compared exactly.
 */
export const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

const groups = 3
const groupLength = 4

/** `XXXX-XXXX-XXXX`: 12 characters of 31, about 59 bits, from the operating system's randomness. */
export const codePattern = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}(-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}){2}$/

/** One fresh code. `randomInt` draws without modulo bias, so every character is equally likely. */
export const drawCode = (): string =>
  Array.from({ length: groups }, () =>
    Array.from({ length: groupLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join(""),
  ).join("-")

/** `count` distinct fresh codes. */
export const drawCodes = (count: number): ReadonlyArray<string> => {
  const codes = new Set<string>()
  while (codes.size < count) codes.add(drawCode())
  return [...codes]
}
