import { Effect, Schema, SchemaTransformation } from "effect"
import { rowsOrDie } from "../database/rows.ts"
import type { GameDatabaseError, GameRow, GameRunner } from "./GameDatabases.ts"
import type { GameStatement, GameValues } from "./sql/statements.ts"

/**
 * The game's values as its databases' drivers hand them over, decoded where they enter the link. A
 * whole number comes as a number (`int`, `smallint`, SQL Server's `money`), as text (`bigint` and
 * `numeric` on PostgreSQL, `bigint` on SQL Server), as a bigint, or as a boolean where a fork keeps a
 * flag in a `bit` column; anything else is a row the link does not understand.
 */
export const GameNumber = Schema.Union([
  Schema.Finite,
  Schema.String.check(Schema.isPattern(/^-?\d+(\.\d+)?$/)).pipe(
    Schema.decodeTo(
      Schema.Finite,
      SchemaTransformation.transform({ decode: (text) => Number(text), encode: (value) => String(value) }),
    ),
  ),
  Schema.BigInt.pipe(
    Schema.decodeTo(
      Schema.Finite,
      SchemaTransformation.transform({ decode: (value) => Number(value), encode: (value) => BigInt(value) }),
    ),
  ),
  Schema.Boolean.pipe(
    Schema.decodeTo(
      Schema.Finite,
      SchemaTransformation.transform({
        decode: (on): number => (on ? 1 : 0),
        encode: (value) => value !== 0,
      }),
    ),
  ),
])

/** A number the game leaves empty (NULL) where it means none: a balance no one has touched, a flag never set. */
export const GameCount = Schema.NullOr(GameNumber).pipe(
  Schema.decodeTo(
    Schema.Finite,
    SchemaTransformation.transform({ decode: (value) => value ?? 0, encode: (value) => value }),
  ),
)

/** Text the game may leave empty (NULL), read as "". */
export const GameText = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: (value) => value ?? "", encode: (value) => value }),
  ),
)

/**
 * Decodes the rows a catalogue statement returned with `Row`. A row that does not match is a defect
 * naming the statement: the game's tables are not what the link's catalogue (and `gamelink check`)
 * say, and no player can put that right.
 */
export const decodeGameRows = <S extends Schema.Decoder<unknown>>(
  Row: S,
  statement: GameStatement,
  rows: ReadonlyArray<GameRow>,
): Effect.Effect<ReadonlyArray<S["Type"]>> => rowsOrDie(Row, `The game's ${statement.name}`, rows)

/** Runs a catalogue statement (on a pool or inside a transaction) and decodes its rows with `Row`. */
export const readGameRows = <S extends Schema.Decoder<unknown>>(
  runner: GameRunner,
  statement: GameStatement,
  values: GameValues,
  Row: S,
): Effect.Effect<ReadonlyArray<S["Type"]>, GameDatabaseError> =>
  Effect.flatMap(runner.run(statement, values), (rows) => decodeGameRows(Row, statement, rows))
