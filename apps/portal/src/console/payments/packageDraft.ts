import { packageMessages, packageProblems, type TopUpPackagePayload } from "@gatehouse/api-client/console"
import type { TopUpPackageDraft, TopUpPackageField } from "@gatehouse/ui/console"
import { Result } from "effect"
import type { FormErrors } from "../formErrors.ts"

/** What an amount that is no amount at all is told. */
export const amountMessage = "Enter an amount such as 100 or 99.50."

/** The form's field each payload field is typed in: the server names them as the call does. */
const formFieldOf: Readonly<Record<string, TopUpPackageField>> = {
  name: "name",
  priceCentavos: "price",
  rcoinCents: "rcoin",
  bonusCents: "bonus",
  sortOrder: "sortOrder",
}

/** Whole cents of an amount as typed ("1,250.5" → 125050), exactly; undefined when it is no amount. */
export const typedCents = (typed: string): number | undefined => {
  const text = typed.trim().replaceAll(",", "")
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined
  const [whole = "0", fraction = ""] = text.split(".")
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"))
}

/** Errors keyed as the call names its fields, keyed as the form names them. */
export const formErrorsOf = (errors: Readonly<Record<string, string | ReadonlyArray<string>>>): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      formFieldOf[field] ?? field,
      typeof messages === "string" ? messages : (messages[0] ?? ""),
    ]),
  )

/**
 * The package a form describes, checked by the very rules the server applies, so what it would
 * refuse is never sent; or a message for each field that is wrong.
 */
export const payloadOfDraft = (
  draft: TopUpPackageDraft,
  /** What an amount that is no amount is told, in the page's language; English unless given. */
  notAnAmount: string = amountMessage,
): Result.Result<TopUpPackagePayload, FormErrors> => {
  const amounts = {
    price: typedCents(draft.price),
    rcoin: typedCents(draft.rcoin),
    bonus: typedCents(draft.bonus),
  }
  const sortOrder = /^\d{1,4}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder.trim()) : undefined
  const unread: Record<string, string> = {}
  for (const [field, cents] of Object.entries(amounts)) if (cents === undefined) unread[field] = notAnAmount
  if (sortOrder === undefined) unread.sortOrder = packageMessages.sortOrder
  const payload = {
    name: draft.name.trim(),
    priceCentavos: amounts.price ?? 0,
    rcoinCents: amounts.rcoin ?? 0,
    bonusCents: amounts.bonus ?? 0,
    onSale: draft.onSale,
    sortOrder: sortOrder ?? 0,
  }
  const errors = { ...formErrorsOf(packageProblems(payload)), ...unread }
  return Object.keys(errors).length > 0 ? Result.fail(errors) : Result.succeed(payload)
}
