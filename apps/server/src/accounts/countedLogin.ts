import { Cause, Effect, Exit, Metric } from "effect"
import { attributed, logins } from "../observability/metrics.ts"

const loginsEnding = attributed(logins)

/** How a refused login ended, by its refusal's tag; anything else (a defect, a 503) is not a login outcome. */
const outcomeOf: Readonly<Record<string, string>> = {
  InputRefused: "refused",
  TooManyGuesses: "throttled",
  SecondStepNeeded: "second_step",
}

/**
 * Counts a login once it has ended: `ok` when it gave a session (the session row is written by
 * then), or the refusal it ended with. Wrapped around the use-case, not the HTTP call, so a login
 * through any route counts the same.
 */
export const countedLogin = <A, E extends { readonly _tag: string }, R>(login: Effect.Effect<A, E, R>) =>
  Effect.onExit(login, (exit) => {
    if (Exit.isSuccess(exit)) return Metric.update(loginsEnding({ outcome: "ok" }), 1)
    const refusal = Cause.findErrorOption(exit.cause)
    const outcome = refusal._tag === "Some" ? outcomeOf[refusal.value._tag] : undefined
    return outcome === undefined ? Effect.void : Metric.update(loginsEnding({ outcome }), 1)
  })
