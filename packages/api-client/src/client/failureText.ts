import { tooManyRequestsMessage, unexpectedErrorMessage } from "@gatehouse/domain"
import type { ApiFailure } from "./failures.ts"

export { unexpectedErrorMessage }

/**
 * Every sentence the client writes itself about a failed call (spec §8), as the product spells it
 * ('Unkown'): the policy's alerts, their 'ERROR!' title, and the failures' own messages. `{status}` is
 * the answer's status.
 * Other languages say them from catalogues keyed `clientFailureTexts.<key>`.
 */
export const clientFailureTexts = {
  unexpected: unexpectedErrorMessage,
  unknown: "Unkown Error : Status {status}",
  sessionExpired: "Session expired. Please log in again.",
  network: "Network error. Please check your connection.",
  tooManyRequests: tooManyRequestsMessage,
  requestFailed: "Request failed with status code {status}",
  noAnswer: "Network Error",
  unreadable: "Unexpected response from the server",
  actionErrorTitle: "ERROR!",
} as const

/** A sentence of the table with its status filled in. */
export const withStatus = (text: string, status: number): string => text.replace("{status}", String(status))

export const actionErrorTitle = clientFailureTexts.actionErrorTitle
export const unknownErrorMessage = (status: number) => withStatus(clientFailureTexts.unknown, status)

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
