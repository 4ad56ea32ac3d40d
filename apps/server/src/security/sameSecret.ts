import { timingSafeEqual } from "node:crypto"

/** Whether a secret someone sent is the expected one, compared in constant time (never `===`). */
export const sameSecret = (expected: string, given: string | undefined): boolean => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given ?? "")
  return a.length === b.length && timingSafeEqual(a, b)
}
