import { RateLimit, TooManyRequests } from "@gatehouse/api-client/contract"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Duration, Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { RateLimiter, type RatePolicy } from "../../security/RateLimiter.ts"
import { ClientAddress } from "../clientAddress.ts"

export { RateLimiter, type RatePolicy }

/**
 * Per client address, over sliding windows: the calls worth guessing at (passwords, secret answers,
 * coupon codes) and the ones that create things or send mail. Public reading is not counted: it
 * costs a database write per request and guards nothing.
 */
export const ratePolicies: Readonly<Record<string, RatePolicy>> = {
  processLogin: { limit: 10, window: Duration.minutes(1) },
  validatePassword: { limit: 10, window: Duration.minutes(1) },
  validateSecretAnswer: { limit: 10, window: Duration.minutes(1) },
  updatePassword: { limit: 10, window: Duration.minutes(1) },
  processCoupon: { limit: 10, window: Duration.minutes(1) },
  register: { limit: 5, window: Duration.minutes(10) },
  findUserId: { limit: 5, window: Duration.minutes(10) },
  findPassword: { limit: 5, window: Duration.minutes(10) },
  resetPassword: { limit: 10, window: Duration.minutes(1) },
  processLoginCode: { limit: 10, window: Duration.minutes(1) },
}

/** Counts the guarded calls per client address and answers 429 past the policy's limit. */
export const RateLimitLive = Layer.effect(
  RateLimit,
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const clientAddress = yield* ClientAddress
    return RateLimit.of((httpEffect, { endpoint }) => {
      const policy = ratePolicies[endpoint.identifier]
      if (policy === undefined) return httpEffect
      return Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const client = clientAddress.of(request)
        const allowed = yield* limiter.hit(`${endpoint.identifier}:${client}`, policy)
        if (!allowed) return yield* new TooManyRequests({ message: tooManyRequestsMessage })
        return yield* httpEffect
      })
    })
  }),
)

/**
 * Runs `work` when the bucket is under the policy's limit, else answers 429 without running it. The
 * attempt is counted before the work, so parallel requests cannot all pass a limit none of them had
 * reached; work that fails (bad input, say) gives its count back, so only what was done counts.
 */
export const withinLimit =
  (limiter: RateLimiter["Service"], bucket: string, policy: RatePolicy) =>
  <A, E, R>(work: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      const reservation = yield* limiter.reserve(bucket, policy)
      if (reservation === undefined) return yield* new TooManyRequests({ message: tooManyRequestsMessage })
      return yield* work.pipe(
        Effect.onExit((exit) => (exit._tag === "Success" ? Effect.void : reservation.giveBack)),
      )
    })
