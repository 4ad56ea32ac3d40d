import { PgClient } from "@effect/sql-pg"
import { Effect, Layer } from "effect"
import { embeddedConnections, startEmbeddedDatabase } from "./embedded.ts"
import type { DatabaseSettings } from "./settings.ts"

/** Connections to an external PostgreSQL per server instance. */
const externalPoolSize = 10

/**
 * The SQL client for the configured database: `@effect/sql-pg` either way, so SQL, migrations and
 * error types are the same in development and production. Against the embedded database the pool
 * holds a single connection, because PGlite interleaves the messages of concurrent sessions.
 */
export const databaseLayer = (settings: DatabaseSettings) => {
  switch (settings._tag) {
    case "External":
      return PgClient.layer({ url: settings.url, maxConnections: externalPoolSize })
    case "Embedded":
      return Layer.unwrap(
        Effect.map(startEmbeddedDatabase(settings.dataDir), ({ host, port }) =>
          PgClient.layer({
            host,
            port,
            username: "postgres",
            database: "postgres",
            maxConnections: embeddedConnections,
            minConnections: embeddedConnections,
            multiplex: false,
          }),
        ),
      )
  }
}
