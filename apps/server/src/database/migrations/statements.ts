import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * A migration made of plain SQL statements, run one by one: the driver speaks the extended query
 * protocol, which takes a single statement per query. The Migrator wraps the whole migration in
 * one transaction, so a failure leaves nothing half-applied.
 */
export const statements = (...ddl: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const statement of ddl) {
      yield* sql.unsafe(statement)
    }
  })
