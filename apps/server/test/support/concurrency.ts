import { Effect } from "effect"

/**
 * Requests sent all at once. On PGlite they queue on its one session; on PostgreSQL
 * (TEST_DATABASE_URL) they really run side by side on the server's pool, which is where a missing
 * condition or lock would show.
 */
export const together = <A, E, R>(effects: ReadonlyArray<Effect.Effect<A, E, R>>) =>
  Effect.all(effects, { concurrency: "unbounded" })

/** How many answers had each status, for asserting exactly how many got through. */
export const statusCounts = (statuses: ReadonlyArray<number>) => {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
