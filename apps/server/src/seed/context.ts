import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The moment the seed runs; every demo date is placed relative to it so the data looks recent. */
export interface SeedClock {
  readonly hoursAgo: (hours: number) => Date
}

export const seedClock = (nowMillis: number): SeedClock => ({
  hoursAgo: (hours) => new Date(nowMillis - hours * 3_600_000),
})

type Row = Record<string, unknown>

/** Inserts rows into a table, skipping rows whose key already exists: the seed never overwrites. */
export const insertNew = (table: string, rows: ReadonlyArray<Row>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!Arr.isReadonlyArrayNonEmpty(rows)) return
    yield* sql`INSERT INTO ${sql(table)} ${sql.insert(rows)} ON CONFLICT DO NOTHING`
  })
