import type { FieldErrors } from "@gatehouse/api-client"
import { maxAmountCents } from "../ledger/amounts.ts"
import { playerAdminMessages } from "./playerAdminMessages.ts"

/** A signed amount as staff type it: `150`, `+20`, `-12.5`, `-12.50`. */
const amountPattern = /^([+-]?)(\d{1,10})(?:\.(\d{1,2}))?$/

/**
 * The typed amount in whole cents, read from the text digit by digit so nothing is lost to floating
 * point; undefined when it is not an amount.
 */
export const centsFromText = (text: string): number | undefined => {
  const match = amountPattern.exec(text.trim())
  if (match === null) return undefined
  const [, sign, whole, fraction = ""] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"))
  return sign === "-" ? -cents : cents
}

/** What is wrong with an adjustment as typed, field by field; empty when it may go ahead. */
export const adjustmentErrors = (amount: string, reason: string): FieldErrors => {
  const cents = centsFromText(amount)
  const amountProblem =
    cents === undefined
      ? playerAdminMessages.amountFormat
      : cents === 0
        ? playerAdminMessages.amountZero
        : Math.abs(cents) > maxAmountCents
          ? playerAdminMessages.amountTooLarge
          : undefined
  return {
    ...(amountProblem === undefined ? {} : { amount: [amountProblem] }),
    ...(reason.trim() === "" ? { reason: [playerAdminMessages.reasonRequired] } : {}),
  }
}
