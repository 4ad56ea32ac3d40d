import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, Layer, Metric, Option, Semaphore } from "effect"
import { defaultLimits, type LimitSettings } from "../config.ts"
import {
  databasePoolSize,
  databaseTransactionsActive,
  databaseTransactionsWaiting,
} from "../observability/metrics.ts"
import { OnlineBackup } from "./backup.ts"
import { embeddedConnections, startEmbeddedDatabase } from "./embedded.ts"
import type { DatabaseSettings } from "./settings.ts"

/**
 * How many connections transactions may hold at once. The rest stay free for statements outside
 * a transaction (the reads behind most pages): buys queued behind one locked player then wait in
 * their own line and cannot take the connection an unrelated read needs.
 */
export const transactionShare = (poolSize: number) => {
  if (poolSize < 2) return Math.max(1, poolSize)
  const headroom = poolSize < 4 ? 1 : Math.max(2, Math.ceil(poolSize / 5))
  return poolSize - headroom
}

/**
 * Session settings of every connection to an external PostgreSQL: a statement waits at most
 * `lockTimeout` for a row another transaction holds (55P03) and runs at most `statementTimeout`
 * (57014), so a request fails with a clear answer instead of waiting without end.
 */
const sessionLimits = (limits: LimitSettings) => ({
  lock_timeout: `${Math.max(1, Math.round(Duration.toMillis(limits.lockTimeout)))}ms`,
  statement_timeout: `${Math.max(1, Math.round(Duration.toMillis(limits.statementTimeout)))}ms`,
})

/**
 * Makes every outermost transaction take a place in the transaction share of the pool first, and
 * keeps the gauges of transactions holding and waiting for a connection. Nested transactions
 * (savepoints) already run on their transaction's connection and pass straight through.
 */
const withTransactionShare = (poolSize: number) => (client: PgClient.PgClient) =>
  Effect.gen(function* () {
    const share = yield* Semaphore.make(transactionShare(poolSize))
    let waiting = 0
    let active = 0
    const report = Effect.all([
      Metric.update(databaseTransactionsWaiting, waiting),
      Metric.update(databaseTransactionsActive, active),
    ])
    yield* Metric.update(databasePoolSize, poolSize)
    const counted = (change: () => void) =>
      Effect.suspend(() => {
        change()
        return report
      })
    const original = client.withTransaction
    const guarded: PgClient.PgClient["withTransaction"] = (self) =>
      Effect.flatMap(Effect.serviceOption(client.transactionService), (outer) =>
        Option.isSome(outer)
          ? original(self)
          : Effect.acquireUseRelease(
              counted(() => {
                waiting += 1
              }),
              () =>
                Semaphore.withPermit(
                  share,
                  Effect.acquireUseRelease(
                    counted(() => {
                      waiting -= 1
                      active += 1
                    }),
                    () => original(self),
                    () =>
                      counted(() => {
                        active -= 1
                        waiting += 1
                      }),
                  ),
                ),
              () =>
                counted(() => {
                  waiting -= 1
                }),
            ),
      )
    // The client is one object behind both the PgClient and the SqlClient services.
    Object.assign(client, { withTransaction: guarded })
    return client
  })

/**
 * The SQL client for the configured database: `@effect/sql-pg` either way, so SQL, migrations and
 * error types are the same in development and production. Against the embedded database the pool
 * holds a single connection, because PGlite interleaves the messages of concurrent sessions; its
 * one session cannot wait on another's lock, so only the request deadline bounds waiting there.
 * Beside it, the database's online backup (database/backup.ts).
 */
export const databaseLayer = (settings: DatabaseSettings, limits: LimitSettings = defaultLimits) => {
  switch (settings._tag) {
    case "External":
      return PgClient.layerFrom(
        Effect.flatMap(
          PgClient.make({
            url: settings.url,
            maxConnections: limits.databasePoolSize,
            startupParameters: sessionLimits(limits),
          }),
          withTransactionShare(limits.databasePoolSize),
        ),
      ).pipe(Layer.merge(OnlineBackup.none))
    case "Embedded":
      return Layer.unwrap(
        Effect.map(startEmbeddedDatabase(settings.dataDir), ({ host, port, dumpDataDir }) =>
          PgClient.layerFrom(
            Effect.flatMap(
              PgClient.make({
                host,
                port,
                username: "postgres",
                database: "postgres",
                maxConnections: embeddedConnections,
                minConnections: embeddedConnections,
                multiplex: false,
              }),
              withTransactionShare(embeddedConnections),
            ),
          ).pipe(Layer.merge(OnlineBackup.embedded(settings.dataDir, dumpDataDir))),
        ),
      )
  }
}
