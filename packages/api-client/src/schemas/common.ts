import { currencies } from "@gatehouse/domain"
import { Schema } from "effect"

/** The answer of an action whose outcome is told to the player in one sentence. */
export const MessageResponse = Schema.Struct({ message: Schema.String })
export type MessageResponse = typeof MessageResponse.Type

/**
 * The answer of a check (password, secret answer): the spec reads a present, non-empty message as
 * "correct" and a missing one as "incorrect", so a wrong answer is a 200 with `message: null`.
 */
export const CheckResponse = Schema.Struct({ message: Schema.NullOr(Schema.String) })
export type CheckResponse = typeof CheckResponse.Type

/**
 * Form errors keyed by field, each with its messages (`{ "userId": ["Username is required."] }`);
 * the portal shows them joined on separate lines.
 */
export const FieldErrors = Schema.Record(Schema.String, Schema.Array(Schema.String))
export type FieldErrors = typeof FieldErrors.Type

/**
 * Any error body the portal may meet, read leniently: our server sends `message` (and `errors` for
 * rejected input); other backends of this shape send `error`. Unknown extra keys are ignored.
 */
export const ErrorBody = Schema.Struct({
  error: Schema.optional(Schema.NullOr(Schema.String)),
  message: Schema.optional(Schema.NullOr(Schema.String)),
  errors: Schema.optional(Schema.Union([FieldErrors, Schema.Array(Schema.String)])),
})
export type ErrorBody = typeof ErrorBody.Type

/**
 * Balances after a purchase or a redeemed code, so the session's points can be updated. Finite,
 * with at most 2 decimals.
 */
export const BalanceFields = {
  [currencies.coin.answer]: Schema.Finite,
  [currencies.point.answer]: Schema.Finite,
} as const
