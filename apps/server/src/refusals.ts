import type { FieldErrors } from "@gatehouse/api-client"
import { Data } from "effect"

/**
 * What the services answer when they will not do what was asked: the one set of refusals of every
 * service. They speak of the player's request, not of HTTP: http/refusals.ts gives each its status.
 */

/** The item, cart row or code the player named is not there for them (not sold, not theirs, unknown). */
export class NotAvailable extends Data.TaggedError("NotAvailable")<{ readonly message: string }> {}

/**
 * The request clashes with how things stand: the balance is too low, the code is used or has expired,
 * the address is already whitelisted, the idempotency key was used for another request, the user ID
 * or e-mail address is another account's, two-step sign-in is already on (or was never set up).
 */
export class StateConflict extends Data.TaggedError("StateConflict")<{ readonly message: string }> {}

/**
 * Well-formed input the rules refuse, or a secret that did not match, with the messages per field
 * when there are any.
 */
export class InputRefused extends Data.TaggedError("InputRefused")<{
  readonly message: string
  readonly errors?: FieldErrors
}> {}

/** The call names an account that is not the signed-in one, or needs staff (or staff's two-step sign-in). */
export class NotPermitted extends Data.TaggedError("NotPermitted")<{ readonly message: string }> {}

/**
 * The staff member does not stand above the account they act on, or gives a level they do not
 * stand above (staff/StaffStanding.ts).
 */
export class Outranked extends Data.TaggedError("Outranked")<{ readonly message: string }> {}

/** Too many wrong guesses at one account's secrets lately (accounts/AccountThrottle.ts). */
export class TooManyGuesses extends Data.TaggedError("TooManyGuesses")<{
  /** What was asked too often: login, password, secretAnswer, secondFactor, coupon, findUserId, findPassword or register. */
  readonly check: string
}> {}

/** Every refusal, listed once: the union below and the HTTP layer's test for a refusal come from it. */
const refusals = [NotAvailable, StateConflict, InputRefused, NotPermitted, Outranked, TooManyGuesses] as const

export type Refusal = InstanceType<(typeof refusals)[number]>

export const isRefusal = (error: unknown): error is Refusal =>
  refusals.some((refusal) => error instanceof refusal)
