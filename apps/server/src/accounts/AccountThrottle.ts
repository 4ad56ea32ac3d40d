import { TooManyRequests } from "@gatehouse/api-client/contract"
import { Context, Duration, Effect, Layer } from "effect"
import { RateLimiter, type RatePolicy, tooManyRequestsMessage } from "../http/middleware/rateLimit.ts"

/**
 * Wrong guesses allowed per account and check before it answers 429. Counted per account as well
 * as per address (the RateLimit middleware), so spreading guesses over many addresses does not
 * help. The window is fixed and short: the owner is never locked out for longer than it.
 */
export const accountGuessPolicy: RatePolicy = { limit: 5, window: Duration.minutes(15) }

/** Long enough to tell accounts apart, short enough for the counters' key column. */
const bucketOf = (check: string, account: string) =>
  `account:${check}:${account.trim().toLowerCase().slice(0, 100)}`

/** Wrong passwords and answers counted per account; right ones are never counted. */
export class AccountThrottle extends Context.Service<
  AccountThrottle,
  {
    /** Fails with 429 when the account has had too many wrong guesses at this check lately. */
    readonly guard: (check: string, account: string) => Effect.Effect<void, TooManyRequests>
    readonly recordFailure: (check: string, account: string) => Effect.Effect<void>
  }
>()("gatehouse/server/AccountThrottle") {
  static readonly layer = Layer.effect(
    AccountThrottle,
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      return AccountThrottle.of({
        guard: (check, account) =>
          Effect.flatMap(limiter.exceeded(bucketOf(check, account), accountGuessPolicy), (exceeded) =>
            exceeded ? Effect.fail(new TooManyRequests({ message: tooManyRequestsMessage })) : Effect.void,
          ),
        recordFailure: (check, account) =>
          Effect.asVoid(limiter.hit(bucketOf(check, account), accountGuessPolicy)),
      })
    }),
  )
}
