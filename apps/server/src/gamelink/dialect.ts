import type { GameDialectName } from "./settings.ts"

/**
 * The one place where the game link's SQL differs between SQL Server (the game's own server) and
 * PostgreSQL (databases laid out like the game's, which the tests run every statement on). Every
 * other statement is written in the dialect both accept: explicit columns, parameters for every
 * value (the clock included: no getdate()/now()), `OFFSET … FETCH`, no vendor functions.
 */
export interface GameDialect {
  readonly name: GameDialectName
  /** The n-th parameter (1-based): `@p1` for the mssql driver, `$1` for PostgreSQL. */
  readonly parameter: (index: number) => string
  /**
   * A user ID compared as the game compares it. SQL Server's default collation ignores case, so a
   * plain `=` keeps its index; PostgreSQL compares exactly, so both sides are lowered.
   */
  readonly sameUserId: (column: string, parameter: string) => string
  /** `INSERT … VALUES … ` giving back columns of the new rows (OUTPUT INSERTED vs RETURNING). */
  readonly insertReturning: (
    table: string,
    columns: ReadonlyArray<string>,
    rows: ReadonlyArray<ReadonlyArray<string>>,
    returning: ReadonlyArray<string>,
  ) => string
  /** `UPDATE … SET … WHERE …` giving back columns of the changed rows. */
  readonly updateReturning: (
    table: string,
    set: string,
    where: string,
    returning: ReadonlyArray<string>,
  ) => string
  /** A `money` column read as a whole number of the game's coins. */
  readonly moneyAsInteger: (column: string) => string
}

const values = (rows: ReadonlyArray<ReadonlyArray<string>>) =>
  rows.map((row) => `(${row.join(", ")})`).join(", ")

export const mssqlDialect: GameDialect = {
  name: "mssql",
  parameter: (index) => `@p${index}`,
  sameUserId: (column, parameter) => `${column} = ${parameter}`,
  insertReturning: (table, columns, rows, returning) =>
    `INSERT INTO ${table} (${columns.join(", ")}) OUTPUT ${returning.map((c) => `INSERTED.${c}`).join(", ")} VALUES ${values(rows)}`,
  updateReturning: (table, set, where, returning) =>
    `UPDATE ${table} SET ${set} OUTPUT ${returning.map((c) => `INSERTED.${c}`).join(", ")} WHERE ${where}`,
  moneyAsInteger: (column) => `CAST(${column} AS bigint)`,
}

export const postgresDialect: GameDialect = {
  name: "postgres",
  parameter: (index) => `$${index}`,
  sameUserId: (column, parameter) => `lower(${column}) = lower(${parameter})`,
  insertReturning: (table, columns, rows, returning) =>
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values(rows)} RETURNING ${returning.join(", ")}`,
  updateReturning: (table, set, where, returning) =>
    `UPDATE ${table} SET ${set} WHERE ${where} RETURNING ${returning.join(", ")}`,
  moneyAsInteger: (column) => `CAST(CAST(${column} AS numeric) AS bigint)`,
}

export const gameDialect = (name: GameDialectName): GameDialect =>
  name === "mssql" ? mssqlDialect : postgresDialect

/** A statement ready for a driver: its text with the dialect's placeholders, and the values. */
export interface GameStatement {
  readonly text: string
  readonly values: ReadonlyArray<unknown>
}

/**
 * Builds statements from text with `?` holes, numbering the placeholders the dialect's way, so a
 * statement is written once for both servers. The text never contains a value.
 */
export const statementFor =
  (dialect: GameDialect) =>
  (text: string, ...values: ReadonlyArray<unknown>): GameStatement => {
    let index = 0
    const numbered = text.replace(/\?/g, () => dialect.parameter(++index))
    if (index !== values.length) throw new Error(`statement has ${index} holes for ${values.length} values`)
    return { text: numbered, values }
  }
