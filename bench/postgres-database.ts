import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { databaseAnswers, testDatabaseUrl } from "../scripts/lib/postgres.ts"

const onServer = (url: string, statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql.unsafe(statement)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped),
  )

/**
 * A new, empty database on the machine's PostgreSQL (TEST_DATABASE_URL, else the local one) for one
 * measurement, or undefined when no PostgreSQL answers. `drop` removes it again.
 */
export const temporaryDatabase = async (): Promise<
  { readonly url: string; readonly drop: () => Promise<void> } | undefined
> => {
  const serverUrl = testDatabaseUrl()
  if (!(await databaseAnswers(serverUrl))) return undefined
  const name = `gatehouse_bench_${process.pid}`
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await onServer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
