import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import { databaseLayer } from "../../src/database/client.ts"
import { type DatabaseSettings, embeddedDatabase, externalDatabase } from "../../src/database/settings.ts"

/**
 * Each test file gets a database of its own: a fresh in-memory PGlite by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created there for the file and
 * dropped afterwards. The same suite therefore proves both paths.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined

export const databaseKind = serverUrl === undefined ? "PGlite" : "PostgreSQL"

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on the server's maintenance database, outside any transaction. */
const onServer = (url: string, statement: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.unsafe(statement)
  }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })))

/** A new database on a PostgreSQL server, dropped when the scope closes. */
export const freshServerDatabase = (url: string) => {
  const name = `gatehouse_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  return Effect.acquireRelease(
    Effect.as(
      onServer(url, `CREATE DATABASE ${name}`),
      externalDatabase(Redacted.make(withDatabaseName(url, name))),
    ),
    () => Effect.orDie(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  )
}

/** The settings of this file's own, empty database. */
export const testDatabaseSettings: Effect.Effect<DatabaseSettings, unknown, Scope.Scope> =
  serverUrl === undefined ? Effect.succeed(embeddedDatabase(undefined)) : freshServerDatabase(serverUrl)

/** A SQL client on this file's own, empty database. */
export const TestDatabase = Layer.unwrap(Effect.map(testDatabaseSettings, databaseLayer))

/**
 * A new database on the machine's PostgreSQL whichever pass runs (TEST_DATABASE_URL, else the local
 * server): for what only a database over the network can show, such as a connection that drops.
 */
export const freshPostgresDatabase = freshServerDatabase(
  serverUrl ?? process.env.TEST_GAME_DATABASE_URL?.trim() ?? "postgres://postgres@127.0.0.1:5432/postgres",
)
