import type { ApiFailure } from "./failures.ts"

export const actionErrorTitle = "ERROR!"
export const unexpectedErrorMessage = "An unexpected error occurred. Please try again."
/** Spelled as the product spells it. */
export const unknownErrorMessage = (status: number) => `Unkown Error : Status ${status}`

const nonEmpty = (text: string | null | undefined) => (text ? text : undefined)

/** The server's own words, if it sent any: its `error` field first, then `message`. */
export const serverErrorText = (failure: ApiFailure): string | undefined =>
  failure._tag === "ApiHttpError"
    ? (nonEmpty(failure.body.error) ?? nonEmpty(failure.body.message))
    : undefined

/**
 * Text of the 'ERROR!' dialog for a failed action (spec §8): the server's error, else its
 * message, else 'Unkown Error : Status {code}' when it answered, else the unexpected-error text.
 */
export const actionErrorText = (failure: ApiFailure): string =>
  serverErrorText(failure) ??
  (failure._tag === "ApiHttpError" ? unknownErrorMessage(failure.status) : unexpectedErrorMessage)

/** Login and coupon errors are a plain alert: the server's error, else the failure's own message. */
export const plainErrorText = (failure: ApiFailure): string => serverErrorText(failure) ?? failure.message

/**
 * The server's validation messages (a list, or lists keyed by field), in order, for showing one
 * per line; empty when the failure carries none.
 */
export const validationMessages = (failure: ApiFailure): ReadonlyArray<string> => {
  if (failure._tag !== "ApiHttpError" || failure.body.errors === undefined) return []
  const errors = failure.body.errors
  return Array.isArray(errors) ? errors : Object.values(errors).flat()
}
