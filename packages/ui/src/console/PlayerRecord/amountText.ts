/** A signed amount as staff type it: `150`, `+20`, `-12.5`, `-12.50`. */
const amountPattern = /^([+-]?)(\d{1,10})(?:\.(\d{1,2}))?$/

/** The typed amount in whole cents, read digit by digit so it is exact; undefined when it is not one. */
export const centsOfText = (text: string): number | undefined => {
  const match = amountPattern.exec(text.trim())
  if (match === null) return undefined
  const [, sign, whole = "0", fraction = ""] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"))
  return sign === "-" ? -cents : cents
}
