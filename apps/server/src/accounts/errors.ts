import type { FieldErrors } from "@gatehouse/api-client"
import { Data } from "effect"

/**
 * What the account use-cases refuse with. They speak of the account, not of HTTP: the HTTP layer
 * (http/accounts.ts) decides which status each one answers.
 */

/** Input the rules refuse, or a secret that did not match; `errors` lists them per field. */
export class AccountInputRejected extends Data.TaggedError("AccountInputRejected")<{
  readonly message: string
  readonly errors?: FieldErrors
}> {}

/** A user ID or e-mail address another account already has. */
export class AccountTaken extends Data.TaggedError("AccountTaken")<{ readonly message: string }> {}

/** The call names an account that is not the signed-in one, or needs staff. */
export class NotPermitted extends Data.TaggedError("NotPermitted")<{ readonly message: string }> {}

/** Too many wrong guesses at one account's secrets lately (AccountThrottle). */
export class TooManyGuesses extends Data.TaggedError("TooManyGuesses")<{
  /** What was asked too often: login, password, secretAnswer, coupon, findUserId, findPassword or register. */
  readonly check: string
}> {}
