import { Effect } from "effect"
import { type SqlClient, SqlError } from "effect/sql"

/**
 * Runs one staff change in one transaction: the change, its audit row and its change notice are
 * written together or not at all. A refusal rolls everything back; a database failure is the
 * server's fault, not the staff member's, and becomes a 500 with its cause logged.
 */
export const staffChange = <A, E, R>(
  sql: SqlClient.SqlClient,
  change: Effect.Effect<A, E | SqlError.SqlError, R>,
): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
  Effect.catchIf(
    sql.withTransaction(change),
    (error): error is SqlError.SqlError => SqlError.isSqlError(error),
    (error) => Effect.die(error),
  ) as Effect.Effect<A, Exclude<E, SqlError.SqlError>, R>

/** A read for the console; a failure is the database's, answered as a 500. */
export const staffRead = <A, R>(read: Effect.Effect<A, SqlError.SqlError, R>): Effect.Effect<A, never, R> =>
  Effect.orDie(read)
