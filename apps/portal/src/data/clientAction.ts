import {
  type ApiFailure,
  isReportedByPolicy,
  type PolicyHandlers,
  reportActionError,
} from "@gatehouse/api-client"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"

/**
 * One write of the portal: the api-client call, what the reads on screen must show after it, and what
 * the player is told. Screens run it with `useAction`; everything else with {@link performAction}.
 */
export interface ClientAction<A> {
  /** The call, with what its answer does at once (the new balances into the session, …). */
  readonly call: Effect.Effect<A, ApiFailure>
  /** The reads it changed, by their call's name (`getShopCart`, `console.listCodeBatches`). */
  readonly changes?: ReadonlyArray<string>
  /** A refusal changes them too: the screen then shows how things stand (the cart after a failed change). */
  readonly changesWhenRefused?: boolean
  /** What a success is told (the server's sentence in 'Success!', the next page, …). */
  // A method, so an action of a narrower answer can be handed where a wider one is taken.
  told?(answer: A): Effect.Effect<void>
  /**
   * How a refusal is told: the spec §8 'ERROR!' dialog unless another is named, or nothing (null) when
   * the screen shows it itself. Never for what the client policy has told already (a missing answer,
   * a 401, a 429): the player hears of each failure once.
   */
  readonly report?: ((failure: ApiFailure, handlers: PolicyHandlers) => Effect.Effect<void>) | null
}

const refreshed = (services: Pick<PortalServices, "queries">, calls: ReadonlyArray<string>) =>
  calls.length === 0
    ? Effect.void
    : Effect.promise(() => services.queries.invalidate((query) => calls.includes(query.call)))

/**
 * Runs an action: the call; then, together, the changed reads on screen are asked again and the
 * outcome is told, so a message shows as soon as the server has answered. Settles once both are done
 * (a dialog the player must close included), with the call's answer or its failure.
 */
export const performAction = <A>(
  services: Pick<PortalServices, "handlers" | "queries">,
  action: ClientAction<A>,
): Effect.Effect<Result.Result<A, ApiFailure>> =>
  Effect.gen(function* () {
    const answer = yield* Effect.result(action.call)
    const succeeded = Result.isSuccess(answer)
    const refresh =
      succeeded || action.changesWhenRefused === true
        ? refreshed(services, action.changes ?? [])
        : Effect.void
    const tell = Result.isSuccess(answer)
      ? (action.told?.(answer.success) ?? Effect.void)
      : action.report === null || isReportedByPolicy(answer.failure)
        ? Effect.void
        : (action.report ?? reportActionError)(answer.failure, services.handlers)
    yield* Effect.all([refresh, tell], { concurrency: "unbounded", discard: true })
    return answer
  })
