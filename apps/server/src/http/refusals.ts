import {
  Conflict,
  Forbidden,
  NotFound,
  TooManyRequests,
  ValidationFailed,
} from "@gatehouse/api-client/contract"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { isRefusal, type Refusal } from "../refusals.ts"

type RefusalTagged<Tag extends Refusal["_tag"]> = Extract<Refusal, { readonly _tag: Tag }>

/** The one status map: the contract's error (and so its status) each refusal is answered with. */
const statusOf = {
  NotAvailable: ({ message }: RefusalTagged<"NotAvailable">) => new NotFound({ message }),
  StateConflict: ({ message }: RefusalTagged<"StateConflict">) => new Conflict({ message }),
  InputRefused: ({ message, errors }: RefusalTagged<"InputRefused">) =>
    new ValidationFailed(errors === undefined ? { message } : { message, errors }),
  NotPermitted: ({ message }: RefusalTagged<"NotPermitted">) => new Forbidden({ message }),
  Outranked: ({ message }: RefusalTagged<"Outranked">) => new Forbidden({ message }),
  // Spec §8's one sentence for every limit, whatever was guessed at.
  TooManyGuesses: (_: RefusalTagged<"TooManyGuesses">) =>
    new TooManyRequests({ message: tooManyRequestsMessage }),
} satisfies { readonly [Tag in Refusal["_tag"]]: (refusal: RefusalTagged<Tag>) => unknown }

/** The contract's error for each refusal, so each call declares only what it can answer. */
type HttpErrorOf<E> = E extends Refusal ? ReturnType<(typeof statusOf)[E["_tag"]]> : E

const toHttpError = (refusal: Refusal) =>
  (statusOf[refusal._tag] as (refusal: Refusal) => HttpErrorOf<Refusal>)(refusal)

/**
 * Answers a service's refusal with its status: 403, 404, 409, 422 or 429; other errors pass
 * unchanged.
 */
export const answerRefusals = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.mapError(effect, (error) => (isRefusal(error) ? toHttpError(error) : error)) as Effect.Effect<
    A,
    HttpErrorOf<E>,
    R
  >
