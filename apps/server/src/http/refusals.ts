import { Conflict, Forbidden, NotFound, ValidationFailed } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { InputRefused, NotAvailable, Outranked, type Refusal, StateConflict } from "../refusals.ts"

/** The contract's error for each refusal, so each call declares only what it can answer. */
type HttpErrorOf<E> = E extends NotAvailable
  ? NotFound
  : E extends StateConflict
    ? Conflict
    : E extends InputRefused
      ? ValidationFailed
      : E extends Outranked
        ? Forbidden
        : E

const toHttpError = (refusal: Refusal) => {
  switch (refusal._tag) {
    case "NotAvailable":
      return new NotFound({ message: refusal.message })
    case "StateConflict":
      return new Conflict({ message: refusal.message })
    case "InputRefused":
      return new ValidationFailed(
        refusal.errors === undefined
          ? { message: refusal.message }
          : { message: refusal.message, errors: refusal.errors },
      )
    case "Outranked":
      return new Forbidden({ message: refusal.message })
  }
}

/** Answers a service's refusal with its status: 403, 404, 409 or 422; other errors pass unchanged. */
export const answerRefusals = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.mapError(effect, (error) => (isRefusal(error) ? toHttpError(error) : error)) as Effect.Effect<
    A,
    HttpErrorOf<E>,
    R
  >

const isRefusal = (error: unknown): error is Refusal =>
  error instanceof NotAvailable ||
  error instanceof StateConflict ||
  error instanceof InputRefused ||
  error instanceof Outranked
