import { Clock, Context, Duration, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"

export interface RatePolicy {
  readonly limit: number
  readonly window: Duration.Duration
}

/** An attempt counted against a bucket; giving it back uncounts it (a right guess never counts). */
export interface Reservation {
  readonly giveBack: Effect.Effect<void>
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
 *
 * Counting and checking are one step: an attempt is counted first and refused when the count it
 * made is past the limit. Checking first and counting after the work let parallel requests all pass
 * the check before any was counted (60 parallel wrong codes against a limit of 10 were all tried).
 */
export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one request, refused or not; false once the bucket is past the policy's limit. */
    readonly hit: (bucket: string, policy: RatePolicy) => Effect.Effect<boolean>
    /**
     * Counts one attempt when the bucket is under its limit, and gives undefined (counting nothing)
     * when it is not. The caller gives the attempt back when it should not count after all.
     */
    readonly reserve: (bucket: string, policy: RatePolicy) => Effect.Effect<Reservation | undefined>
  }
>()("gatehouse/server/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      /** Takes back one count of the slot it was made in (gone already if the slot left the window). */
      const uncount = (bucket: string, slot: Date) =>
        sql`UPDATE rate_limit_counters SET hits = hits - 1
            WHERE bucket = ${bucket} AND window_start = ${slot} AND hits > 0`.pipe(Effect.asVoid)

      /**
       * Adds one to the bucket's current slot and tells the count over the window. The bucket's
       * lock (held to the end of the transaction) orders parallel counts of one bucket, from any
       * instance: each sees every count made before it, even across a slot's edge, where the upsert's
       * row lock alone would not order them.
       */
      const count = (bucket: string, policy: RatePolicy, refusedCounts: boolean) =>
        Effect.gen(function* () {
          const { current, oldest } = slotsOf(yield* Clock.currentTimeMillis, policy)
          const total = yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`
              const [counted] = yield* decodeRows(
                Schema.Struct({ hits: Schema.Int }),
                sql`
                INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES (${bucket}, ${current}, 1)
                ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
                RETURNING hits`,
              )
              // The first count of a slot clears the bucket's slots that left the window, so the table stays small.
              if ((counted?.hits ?? 1) === 1) {
                yield* sql`DELETE FROM rate_limit_counters WHERE bucket = ${bucket} AND window_start < ${oldest}`
              }
              const [row] = yield* decodeRows(
                Schema.Struct({ total: Schema.Int }),
                sql`
                SELECT COALESCE(sum(hits), 0)::int AS total FROM rate_limit_counters
                WHERE bucket = ${bucket} AND window_start >= ${oldest}`,
              )
              const total = row?.total ?? 1
              if (total > policy.limit && !refusedCounts) yield* uncount(bucket, current)
              return total
            }),
          )
          return { allowed: total <= policy.limit, slot: current }
        })

      const hit = Effect.fn("RateLimiter.hit")(function* (bucket: string, policy: RatePolicy) {
        return (yield* count(bucket, policy, true)).allowed
      }, Effect.orDie)

      const reserve = Effect.fn("RateLimiter.reserve")(function* (bucket: string, policy: RatePolicy) {
        const { allowed, slot } = yield* count(bucket, policy, false)
        return allowed ? { giveBack: Effect.orDie(uncount(bucket, slot)) } : undefined
      }, Effect.orDie)

      return RateLimiter.of({ hit, reserve })
    }),
  )
}
