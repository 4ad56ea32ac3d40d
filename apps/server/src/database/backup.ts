import { existsSync } from "node:fs"
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises"
import * as path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { Clock, Context, Data, Effect, Layer, Queue } from "effect"
import type { EmbeddedDatabaseError } from "./embedded.ts"

export class BackupFailed extends Data.TaggedError("BackupFailed")<{ readonly message: string }> {}

/** The signal that asks a running server for a backup; SIGUSR1 is Node's debugger's. */
export const backupSignal = "SIGUSR2"

/** Where a server keeps the backups it takes of its embedded database: beside the database's own folder. */
export const backupsDirectory = (dataDir: string) => path.join(dataDir, "backups")

/** `gatehouse-20261129T021500Z.tar.gz`: sorts by time, and says the moment it holds in UTC. */
const backupFileName = (at: Date) =>
  `gatehouse-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`

/** The newest backup in `directory`, if any (their names sort by time). */
export const newestBackup = (directory: string) =>
  Effect.promise(async () => {
    const names = existsSync(directory) ? await readdir(directory) : []
    const backups = names.filter((name) => /^gatehouse-\d{8}T\d{6}Z\.tar\.gz$/.test(name)).sort()
    const newest = backups.at(-1)
    return newest === undefined ? undefined : path.join(directory, newest)
  })

/**
 * The running server's copy of its own database, taken while players keep playing. Only the
 * embedded database has one: PostgreSQL is backed up with `pg_dump`, which also runs online.
 */
export class OnlineBackup extends Context.Service<
  OnlineBackup,
  {
    /** Writes a backup and answers its file; a file appears whole or not at all. */
    readonly write: Effect.Effect<string, BackupFailed>
  }
>()("gatehouse/server/OnlineBackup") {
  static readonly none = Layer.succeed(OnlineBackup, {
    write: Effect.fail(
      new BackupFailed({
        message:
          "This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump, which runs while the server serves (docs/deploying.md).",
      }),
    ),
  })

  /** Backups of the embedded database in `dataDir` (none for an in-memory one, which only tests use). */
  static readonly embedded = (
    dataDir: string | undefined,
    dumpDataDir: Effect.Effect<Uint8Array, EmbeddedDatabaseError>,
  ) =>
    dataDir === undefined
      ? OnlineBackup.none
      : Layer.succeed(OnlineBackup, {
          write: Effect.gen(function* () {
            const directory = backupsDirectory(dataDir)
            const file = path.join(directory, backupFileName(new Date(yield* Clock.currentTimeMillis)))
            const dump = yield* dumpDataDir
            yield* Effect.promise(async () => {
              await mkdir(directory, { recursive: true })
              const partial = `${file}.partial`
              await writeFile(partial, dump)
              await rename(partial, file)
            })
            return file
          }).pipe(
            Effect.mapError((error) => new BackupFailed({ message: error.message })),
            Effect.withSpan("OnlineBackup.write"),
          ),
        })
}

/**
 * The operator's way to ask the running server for a backup: `kill -USR2 <pid>` (systemd:
 * `systemctl kill -s USR2 gatehouse`; Docker: `docker kill -s USR2 gatehouse`, or the
 * `database backup` command, which does it for you). Each request writes one backup and logs
 * its file; requests that arrive while one is being written are served one after another.
 */
export const backupOnSignal = Layer.effectDiscard(
  Effect.gen(function* () {
    const backup = yield* OnlineBackup
    const asked = yield* Queue.make<void>()
    const listener = () => void Queue.offerUnsafe(asked, undefined)
    yield* Effect.acquireRelease(
      Effect.sync(() => process.on(backupSignal, listener)),
      () => Effect.sync(() => process.off(backupSignal, listener)),
    )
    const serve = Queue.take(asked).pipe(
      Effect.andThen(backup.write),
      Effect.tap((file) => Effect.logInfo(`Backup written to ${file}`)),
      Effect.catchTag("BackupFailed", (error) => Effect.logError(`Backup failed: ${error.message}`)),
      Effect.forever,
    )
    yield* Effect.forkScoped(serve)
  }),
)

/**
 * Makes `dataDir` hold the database of a backup, for a server to start on: the folder must not
 * hold a database yet, so a restore never overwrites one.
 */
export const restoreBackup = (file: string, dataDir: string) =>
  Effect.gen(function* () {
    const directory = path.join(dataDir, "postgres")
    if (existsSync(directory) && (yield* Effect.promise(() => readdir(directory))).length > 0) {
      return yield* new BackupFailed({
        message: `${dataDir} already holds a database. Restore into a new folder, then point DATA_DIR at it.`,
      })
    }
    const tarball = yield* Effect.tryPromise({
      try: () => readFile(file),
      catch: (cause) => new BackupFailed({ message: `Cannot read ${file}: ${cause}` }),
    })
    yield* Effect.tryPromise({
      try: async () => {
        await mkdir(directory, { recursive: true })
        const db = await PGlite.create(directory, {
          loadDataDir: new Blob([new Uint8Array(tarball)], { type: "application/gzip" }),
        })
        await db.close()
      },
      catch: (cause) => new BackupFailed({ message: `${file} could not be restored: ${cause}` }),
    })
  })
