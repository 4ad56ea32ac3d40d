// The game's three databases (RanUser, RanGame1, RanShop) as PostgreSQL databases laid out like the
// game's, for a harness that starts the product with the RAN link (GAME_DATABASE_DIALECT=postgres).
// The layout is the server tests' own (apps/server/test/support/ran-databases.sql), read as data, so
// the product meets the same tables in both layers.
import { readFileSync } from "node:fs"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { type RanDatabaseSection, ranNamePrefix, withDatabase } from "./ran-database-names.ts"

const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1))

/** Runs statements one at a time on the database at `url` and answers the last one's rows. */
const onDatabase = (url: string, statements: ReadonlyArray<string>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      let rows: ReadonlyArray<Record<string, unknown>> = []
      for (const statement of statements) rows = yield* sql.unsafe<Record<string, unknown>>(statement)
      return rows
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped),
  )

/** Each section's statements, comment lines dropped, split where a line ends with `;`. */
const layout = (): ReadonlyMap<string, ReadonlyArray<string>> => {
  const text = readFileSync(
    new URL("../../apps/server/test/support/ran-databases.sql", import.meta.url),
    "utf8",
  )
  const found = new Map<string, ReadonlyArray<string>>()
  for (const part of text.split(/^-- database: /m).slice(1)) {
    const [name = "", ...body] = part.split("\n")
    const statements = body
      .filter((line) => !line.trim().startsWith("--"))
      .join("\n")
      .split(/;\s*$/m)
      .map((statement) => statement.trim())
      .filter((statement) => statement !== "")
    found.set(name.trim(), statements)
  }
  return found
}

/** A database name is written into SQL text: only the harness's own plain names get there. */
const checkedName = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a harness database name: ${name}`)
  return name
}

/** Creates the empty database named in `url` on its server. */
export const createDatabase = async (url: string): Promise<void> => {
  await onDatabase(withDatabase(url, "postgres"), [`CREATE DATABASE ${checkedName(databaseOf(url))}`])
}

/** Creates the database named in `url` on its server, laid out as `section` of the game's. */
export const createRanDatabase = async (url: string, section: RanDatabaseSection): Promise<void> => {
  const statements = layout().get(section)
  if (statements === undefined) throw new Error(`ran-databases.sql has no section ${section}`)
  await createDatabase(url)
  await onDatabase(url, statements)
}

/** Drops the database named in `url`, even with connections still open (a server that was killed). */
export const dropDatabase = async (url: string): Promise<void> => {
  await onDatabase(withDatabase(url, "postgres"), [
    `DROP DATABASE IF EXISTS ${checkedName(databaseOf(url))} WITH (FORCE)`,
  ])
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** A day: a run sharing the server from another machine (whose processes this one cannot see) is long over. */
const abandonedAfterMs = 24 * 60 * 60 * 1000

/**
 * Drops the harness databases that earlier runs left behind when they were killed before they could
 * drop them: their owner process is gone, or they are a day old. A live run's databases stay.
 */
export const sweepLeftoverRanDatabases = async (serverUrl: string): Promise<ReadonlyArray<string>> => {
  const rows = await onDatabase(withDatabase(serverUrl, "postgres"), [
    `SELECT datname FROM pg_database WHERE datname LIKE '${ranNamePrefix.replace(/_/g, "\\_")}%'`,
  ])
  const leftovers = rows
    .map((row) => String(row.datname))
    .filter((name) => {
      const [, pid = "", time = ""] = /_(\d+)_([0-9a-z]+)$/.exec(name) ?? []
      if (pid === "") return false
      return !alive(Number(pid)) || Date.now() - Number.parseInt(time, 36) > abandonedAfterMs
    })
  for (const name of leftovers) await dropDatabase(withDatabase(serverUrl, name))
  return leftovers
}
