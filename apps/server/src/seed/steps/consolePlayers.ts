import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoPlayer } from "../accounts.ts"
import type { SeedClock } from "../context.ts"

/** The address of demohero's waiting whitelist request (a documentation range, docs/demo.md). */
export const demoWhitelistAddress = "203.0.113.25"

/**
 * The players pages' demo: demohero asked three hours ago to have an address whitelisted, so the
 * IP whitelist queue has a request to approve or reject.
 */
export const seedConsolePlayers = Effect.fn("DemoSeed.consolePlayers")(function* (clock: SeedClock) {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    INSERT INTO ip_whitelist_requests (user_num, ip_address, requested_at)
    SELECT user_num, ${demoWhitelistAddress}, ${clock.hoursAgo(3)} FROM users
    WHERE lower(user_id) = lower(${demoPlayer.userId})
    ON CONFLICT DO NOTHING`
})
