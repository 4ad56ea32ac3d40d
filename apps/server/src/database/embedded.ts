import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { promisify } from "node:util"
import { gzip } from "node:zlib"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Data, Effect } from "effect"
import { embeddedClusterFile } from "../paths.ts"
import { lockDataDir } from "./dataDirLock.ts"

export class EmbeddedDatabaseError extends Data.TaggedError("EmbeddedDatabaseError")<{
  readonly message: string
  readonly cause: unknown
}> {}

export interface EmbeddedEndpoint {
  readonly host: string
  readonly port: number
  /**
   * The whole data folder as a gzipped tar, taken while the database keeps serving: PGlite runs
   * its statements one at a time, and the folder is read between two of them, so the copy is the
   * database at one instant (a transaction still open then is rolled back when the copy starts).
   */
  readonly dumpDataDir: Effect.Effect<Uint8Array, EmbeddedDatabaseError>
}

const gzipped = promisify(gzip)

/** PGlite is one session, so the loopback listener accepts exactly one client connection. */
export const embeddedConnections = 1

/** A data folder that has never held a cluster (PostgreSQL writes PG_VERSION first). */
const isNew = (directory: string) => !existsSync(path.join(directory, "PG_VERSION"))

/**
 * The cluster a new database starts from, in a new data folder or in memory, when one was made
 * beside the server (paths.ts): by the build, or by the server tests for the sources.
 */
const initialCluster = (directory: string | undefined) =>
  (directory === undefined || isNew(directory)) && existsSync(embeddedClusterFile)
    ? { loadDataDir: new Blob([readFileSync(embeddedClusterFile)]) }
    : {}

const open = (directory: string | undefined) =>
  Effect.tryPromise({
    try: async () => {
      const db = await PGlite.create(directory, initialCluster(directory))
      const server = new PGLiteSocketServer({
        db,
        host: "127.0.0.1",
        port: 0,
        maxConnections: embeddedConnections,
      })
      await server.start().catch(async (error) => {
        await db.close()
        throw error
      })
      return { db, server }
    },
    catch: (cause) =>
      new EmbeddedDatabaseError({
        message: `The embedded database could not start${directory ? ` in ${directory}` : ""}: ${cause}`,
        cause,
      }),
  })

const close = ({ db, server }: { db: PGlite; server: PGLiteSocketServer }) =>
  Effect.promise(async () => {
    await server.stop()
    await db.close()
  })

/**
 * Starts PostgreSQL in-process (PGlite) and serves it on a free loopback port, so the server reaches
 * it through the same driver as production PostgreSQL. With a data directory the files live in
 * `<dataDir>/postgres` and survive restarts; without one the database is in memory.
 */
export const startEmbeddedDatabase = Effect.fn("EmbeddedDatabase.start")(function* (
  dataDir: string | undefined,
) {
  if (dataDir !== undefined) yield* lockDataDir(dataDir)
  const directory = dataDir === undefined ? undefined : path.join(dataDir, "postgres")
  const { db, server } = yield* Effect.acquireRelease(open(directory), close)
  const conn = server.getServerConn()
  const separator = conn.lastIndexOf(":")
  return {
    host: conn.slice(0, separator),
    port: Number(conn.slice(separator + 1)),
    dumpDataDir: Effect.tryPromise({
      // Compressed by Node on its worker threads afterwards, not by PGlite on the event loop, so
      // requests wait only while the folder is read, not while it is compressed too.
      try: async () => gzipped(new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer())),
      catch: (cause) =>
        new EmbeddedDatabaseError({ message: `The embedded database could not be copied: ${cause}`, cause }),
    }),
  } satisfies EmbeddedEndpoint
})
