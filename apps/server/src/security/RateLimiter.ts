import { Clock, Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export interface RatePolicy {
  readonly limit: number
  readonly window: Duration.Duration
}

/**
 * A window is counted in this many slots. The count over the last window includes the whole slot
 * the window's start falls in, so it errs towards refusing: a refused client waits at most one slot
 * (a tenth of the window) longer than the window itself.
 */
const slotsPerWindow = 10

/** The slot a moment falls in, and the oldest slot the window ending at that moment still counts. */
const slotsOf = (now: number, policy: RatePolicy) => {
  const windowMillis = Duration.toMillis(policy.window)
  const slotMillis = Math.max(1, Math.floor(windowMillis / slotsPerWindow))
  const current = Math.floor(now / slotMillis) * slotMillis
  const oldest = Math.floor((now - windowMillis) / slotMillis) * slotMillis
  return { current: new Date(current), oldest: new Date(oldest) }
}

/**
 * Request counters in the database, so every server instance behind a load balancer sees the same
 * count. Sliding windows: the limit holds over every stretch of time as long as the window, so a
 * burst across a fixed window's edge (the old design let 18 logins through in 2.3 s) is refused.
 * Each bucket keeps one small row per slot; rows older than the window are deleted as it moves.
 */
export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one request; false once the bucket is past the policy's limit over the last window. */
    readonly hit: (bucket: string, policy: RatePolicy) => Effect.Effect<boolean>
    /** Whether the bucket has already reached its limit over the last window, without counting. */
    readonly exceeded: (bucket: string, policy: RatePolicy) => Effect.Effect<boolean>
  }
>()("gatehouse/server/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const hit = Effect.fn("RateLimiter.hit")(function* (bucket: string, policy: RatePolicy) {
        const { current, oldest } = slotsOf(yield* Clock.currentTimeMillis, policy)
        // One round trip: the statement's snapshot does not see its own upsert, so the slot's new
        // count is added to the other slots' sum.
        const [row] = yield* sql<{ slot_hits: number; total: number }>`
          WITH counted AS (
            INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES (${bucket}, ${current}, 1)
            ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
            RETURNING hits
          )
          SELECT (SELECT hits FROM counted) AS slot_hits,
                 (SELECT hits FROM counted) + COALESCE((
                   SELECT sum(hits)::int FROM rate_limit_counters
                   WHERE bucket = ${bucket} AND window_start >= ${oldest} AND window_start < ${current}
                 ), 0) AS total`
        // The first hit of a slot clears the bucket's slots that left the window, so the table stays small.
        if ((row?.slot_hits ?? 1) === 1) {
          yield* sql`DELETE FROM rate_limit_counters WHERE bucket = ${bucket} AND window_start < ${oldest}`
        }
        return (row?.total ?? 1) <= policy.limit
      }, Effect.orDie)

      const exceeded = Effect.fn("RateLimiter.exceeded")(function* (bucket: string, policy: RatePolicy) {
        const { oldest } = slotsOf(yield* Clock.currentTimeMillis, policy)
        const [row] = yield* sql<{ total: number }>`
          SELECT COALESCE(sum(hits), 0)::int AS total FROM rate_limit_counters
          WHERE bucket = ${bucket} AND window_start >= ${oldest}`
        return (row?.total ?? 0) >= policy.limit
      }, Effect.orDie)

      return RateLimiter.of({ hit, exceeded })
    }),
  )
}
