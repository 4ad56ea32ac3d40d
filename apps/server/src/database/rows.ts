import { Effect, Schema } from "effect"
import type { SqlError, Statement } from "effect/sql"

/** The database gave rows its statement's schema does not describe: the code and the tables disagree. */
export class UnexpectedRows extends Error {
  override readonly name = "UnexpectedRows"
}

/**
 * Runs a statement and decodes the rows it returns with `Row`, so every value read from the
 * database is checked where it enters the code. A row that does not match is a defect naming the
 * statement (its SQL text, never its parameters): no caller can put that right, and a test that
 * meets one fails loudly instead of passing a wrong value on.
 */
export const decodeRows = <S extends Schema.Decoder<unknown>>(
  Row: S,
  statement: Statement.Statement<unknown>,
): Effect.Effect<ReadonlyArray<S["Type"]>, SqlError.SqlError> =>
  Effect.flatMap(statement, (found) => rowsOrDie(Row, statementText(statement), found))

/**
 * Decodes rows a statement returned with `Row`; rows that do not match are a defect naming the
 * statement (`named`), never a failure a caller handles.
 */
export const rowsOrDie = <S extends Schema.Decoder<unknown>>(
  Row: S,
  named: string,
  rows: unknown,
): Effect.Effect<ReadonlyArray<S["Type"]>> =>
  Effect.catchTag(Schema.decodeUnknownEffect(Schema.Array(Row))(rows), "SchemaError", (error) =>
    Effect.die(
      new UnexpectedRows(`${named}\nreturned rows that do not match their schema: ${error.message}`),
    ),
  )

const statementText = (statement: Statement.Statement<unknown>) =>
  statement.compile()[0].replace(/\s+/g, " ").trim()

/** The one row of `SELECT count(*)::int AS total …`. */
export const Total = Schema.Struct({ total: Schema.Int })
