import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { drawCodes } from "../../coupons/codeFormat.ts"
import { decodeRows } from "../../database/rows.ts"
import { demoStaff } from "../accounts.ts"
import type { SeedClock } from "../context.ts"

/** The demo's code batch: what the console's Codes page lists before anyone generates one. */
export const demoCodeBatch = {
  name: "Launch stream giveaway",
  note: "Handed out live on the launch stream",
  count: 5,
  rcoin: "50.00",
} as const

/**
 * One batch of five fresh codes by the demo administrator, one of them voided. The codes are drawn
 * like any batch's, so no demo server shares working codes with another; an administrator reads
 * them from the batch's CSV.
 */
export const seedCodeBatch = Effect.fn("DemoSeed.codeBatch")(function* (clock: SeedClock) {
  const sql = yield* SqlClient.SqlClient
  const [administrator] = yield* decodeRows(
    Schema.Struct({ user_num: Schema.Int }),
    sql`
    SELECT user_num FROM users WHERE user_id = ${demoStaff.userId}`,
  )
  const [batch] = yield* decodeRows(
    Schema.Struct({ id: Schema.Int }),
    sql`
    INSERT INTO code_batches ${sql.insert({
      name: demoCodeBatch.name,
      note: demoCodeBatch.note,
      code_count: demoCodeBatch.count,
      rcoin_value: demoCodeBatch.rcoin,
      created_by: administrator?.user_num ?? null,
      created_by_id: demoStaff.userId,
      created_at: clock.hoursAgo(50),
    })} RETURNING id`,
  )
  if (batch === undefined) return
  const [first, ...others] = drawCodes(demoCodeBatch.count).map((code, index) => ({
    code,
    rcoin_value: demoCodeBatch.rcoin,
    batch: demoCodeBatch.name,
    batch_id: batch.id,
    created_at: clock.hoursAgo(50),
    voided_at: index === 0 ? clock.hoursAgo(2) : null,
  }))
  if (first !== undefined) yield* sql`INSERT INTO coupons ${sql.insert([first, ...others])}`
})
