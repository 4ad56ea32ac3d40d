import { Context, Effect, Layer } from "effect"

/**
 * Whether the process is stopping: from the moment it receives SIGTERM or SIGINT (which its runtime
 * turns into a graceful stop), it takes no new work. What is in flight finishes; every answer from
 * then on closes its connection, so kept-alive connections end after their current answer; and a
 * request that arrives on one meanwhile is refused, to be sent to another instance.
 */
export class Draining extends Context.Service<Draining, { readonly started: () => boolean }>()(
  "gatehouse/server/Draining",
) {
  static readonly layer = Layer.effect(
    Draining,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => {
          const state = { started: false }
          const begin = () => {
            state.started = true
          }
          process.once("SIGTERM", begin)
          process.once("SIGINT", begin)
          return { state, begin }
        }),
        ({ begin }) =>
          Effect.sync(() => {
            process.off("SIGTERM", begin)
            process.off("SIGINT", begin)
          }),
      ),
      ({ state }) => Draining.of({ started: () => state.started }),
    ),
  )
}

/** What a request that arrives while the process stops is answered: another instance will take it. */
export const stoppingAnswer = {
  _tag: "ServiceUnavailable",
  message: "The server is restarting. Please try again in a moment.",
} as const
