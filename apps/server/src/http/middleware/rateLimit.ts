import { RateLimit, TooManyRequests } from "@gatehouse/api-client/contract"
import { Clock, Context, Duration, Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { SqlClient } from "effect/sql"
import { clientAddress } from "../clientAddress.ts"

export interface RatePolicy {
  readonly limit: number
  readonly window: Duration.Duration
}

/**
 * The calls worth guessing at (passwords, secret answers, coupon codes) and the ones that create
 * things or send mail. Public reading is not counted: it costs a database write per request and
 * guards nothing.
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
}

/** The spec's own words for a throttled client (§8). */
export const tooManyRequestsMessage = "Too many Requests! try again later"

/**
 * Request counters in the database, so every server instance behind a load balancer sees the same
 * count. Fixed windows: a bucket's count starts again at the start of each window.
 */
export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one request; false once the bucket is past the policy's limit in this window. */
    readonly hit: (bucket: string, policy: RatePolicy) => Effect.Effect<boolean>
    /** Whether the bucket is already past its limit in this window, without counting. */
    readonly exceeded: (bucket: string, policy: RatePolicy) => Effect.Effect<boolean>
  }
>()("gatehouse/server/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const windowStartOf = (policy: RatePolicy) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const windowMillis = Duration.toMillis(policy.window)
          return new Date(Math.floor(now / windowMillis) * windowMillis)
        })
      const hit = Effect.fn("RateLimiter.hit")(function* (bucket: string, policy: RatePolicy) {
        const windowStart = yield* windowStartOf(policy)
        const [row] = yield* sql<{ hits: number }>`
          INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES (${bucket}, ${windowStart}, 1)
          ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
          RETURNING hits`
        const hits = row?.hits ?? 1
        // The first hit of a window clears the bucket's older windows, so the table stays small.
        if (hits === 1) {
          yield* sql`DELETE FROM rate_limit_counters WHERE bucket = ${bucket} AND window_start < ${windowStart}`
        }
        return hits <= policy.limit
      }, Effect.orDie)
      const exceeded = Effect.fn("RateLimiter.exceeded")(function* (bucket: string, policy: RatePolicy) {
        const windowStart = yield* windowStartOf(policy)
        const [row] = yield* sql<{ hits: number }>`
          SELECT hits FROM rate_limit_counters WHERE bucket = ${bucket} AND window_start = ${windowStart}`
        return (row?.hits ?? 0) >= policy.limit
      }, Effect.orDie)
      return RateLimiter.of({ hit, exceeded })
    }),
  )
}

/** Counts the guarded calls per client address and answers 429 past the policy's limit. */
export const rateLimitLayer = (trustedProxies: number) =>
  Layer.effect(
    RateLimit,
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      return RateLimit.of((httpEffect, { endpoint }) => {
        const policy = ratePolicies[endpoint.identifier]
        if (policy === undefined) return httpEffect
        return Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const client = clientAddress(request, trustedProxies)
          const allowed = yield* limiter.hit(`${endpoint.identifier}:${client}`, policy)
          if (!allowed) return yield* new TooManyRequests({ message: tooManyRequestsMessage })
          return yield* httpEffect
        })
      })
    }),
  )
