import type { GameDialectName } from "../settings.ts"
import { type Fragment, join, type Parameter, raw, sql } from "./fragment.ts"
import { declarationOf, type GameTable, type GameType } from "./gameSchema.ts"

/** A column a statement gives back, with its type (SQL Server declares a table variable with it). */
export type Returned = readonly [column: string, type: GameType]

/**
 * The one place where the game link's SQL differs between SQL Server (the game's own server) and
 * PostgreSQL (databases laid out like the game's, which the tests run every statement on). Every
 * other statement is written in the dialect both accept: explicit columns, parameters for every
 * value (the clock included: no getdate()/now()), `OFFSET … FETCH`, no vendor functions.
 */
export interface GameDialect {
  readonly name: GameDialectName
  /** A parameter's placeholder: by name for the mssql driver, by position (1-based) for PostgreSQL. */
  readonly placeholder: (name: string, position: number) => string
  /**
   * Text compared as the game compares it: user IDs, character names. SQL Server's collation on a
   * RAN database ignores case (`gamelink check` confirms it), so a plain `=` keeps the index;
   * PostgreSQL compares exactly, so both sides are lowered.
   */
  readonly sameText: (column: string, value: Parameter) => Fragment
  /** `INSERT … VALUES …` giving back columns of the new rows. */
  readonly insertReturning: (
    table: GameTable,
    columns: ReadonlyArray<string>,
    rows: ReadonlyArray<Fragment>,
    returning: ReadonlyArray<Returned>,
  ) => Fragment
  /** `UPDATE … SET … WHERE …` giving back columns of the changed rows. */
  readonly updateReturning: (
    table: GameTable,
    set: Fragment,
    where: Fragment,
    returning: ReadonlyArray<Returned>,
  ) => Fragment
  /** A `money` column read as a whole number of the game's coins. */
  readonly moneyAsInteger: (column: string) => string
  /**
   * The table hint that makes a "no such row" check hold until the statement ends (SQL Server's
   * key-range lock), so two renames to one name at once cannot both pass it. PostgreSQL has no
   * such hint; the portal's tests run renames one at a time.
   */
  readonly rangeLock: string
}

const tableName = (table: GameTable) => `dbo.${table.name}`
const names = (returning: ReadonlyArray<Returned>) => returning.map(([column]) => column).join(", ")

/**
 * SQL Server refuses `OUTPUT` without `INTO` on a table with an enabled trigger (error 334), and
 * RAN databases often carry triggers on UserInfo and ShopPurchase: the rows go into a table
 * variable, which the batch then reads.
 */
const throughTableVariable = (returning: ReadonlyArray<Returned>, statement: (into: string) => Fragment) =>
  sql`DECLARE @changed TABLE (${raw(returning.map(([column, type]) => `${column} ${declarationOf(type)}`).join(", "))});
    ${statement(`OUTPUT ${returning.map(([column]) => `INSERTED.${column}`).join(", ")} INTO @changed`)};
    SELECT ${raw(names(returning))} FROM @changed`

export const mssqlDialect: GameDialect = {
  name: "mssql",
  placeholder: (name) => `@${name}`,
  sameText: (column, value) => sql`${raw(column)} = ${value}`,
  insertReturning: (table, columns, rows, returning) =>
    throughTableVariable(
      returning,
      (output) =>
        sql`INSERT INTO ${raw(tableName(table))} (${raw(columns.join(", "))}) ${raw(output)} VALUES ${join(rows, ", ")}`,
    ),
  updateReturning: (table, set, where, returning) =>
    throughTableVariable(
      returning,
      (output) => sql`UPDATE ${raw(tableName(table))} SET ${set} ${raw(output)} WHERE ${where}`,
    ),
  moneyAsInteger: (column) => `CAST(${column} AS bigint)`,
  rangeLock: " WITH (UPDLOCK, HOLDLOCK)",
}

export const postgresDialect: GameDialect = {
  name: "postgres",
  placeholder: (_name, position) => `$${position}`,
  sameText: (column, value) => sql`lower(${raw(column)}) = lower(${value})`,
  insertReturning: (table, columns, rows, returning) =>
    sql`INSERT INTO ${raw(tableName(table))} (${raw(columns.join(", "))}) VALUES ${join(rows, ", ")} RETURNING ${raw(names(returning))}`,
  updateReturning: (table, set, where, returning) =>
    sql`UPDATE ${raw(tableName(table))} SET ${set} WHERE ${where} RETURNING ${raw(names(returning))}`,
  moneyAsInteger: (column) => `CAST(CAST(${column} AS numeric) AS bigint)`,
  rangeLock: "",
}

export const gameDialect = (name: GameDialectName): GameDialect =>
  name === "mssql" ? mssqlDialect : postgresDialect
