import type { FieldErrors } from "@gatehouse/api-client"
import { Data } from "effect"

/**
 * What the shop, cart, codes, whitelist and staff services answer when they will not do what was asked.
 * They speak of the player's request, not of HTTP: http/refusals.ts decides each one's status.
 */

/** The item, cart row or code the player named is not there for them (not sold, not theirs, unknown). */
export class NotAvailable extends Data.TaggedError("NotAvailable")<{ readonly message: string }> {}

/**
 * The request clashes with how things stand: the balance is too low, the code is used or has expired,
 * the address is already whitelisted, the idempotency key was used for another request.
 */
export class StateConflict extends Data.TaggedError("StateConflict")<{ readonly message: string }> {}

/** Well-formed input the rules refuse, with the messages per field when there are any. */
export class InputRefused extends Data.TaggedError("InputRefused")<{
  readonly message: string
  readonly errors?: FieldErrors
}> {}

/**
 * The staff member does not stand above the account they act on, or gives a level they do not
 * stand above (staff/StaffStanding.ts).
 */
export class Outranked extends Data.TaggedError("Outranked")<{ readonly message: string }> {}

export type Refusal = NotAvailable | StateConflict | InputRefused | Outranked
