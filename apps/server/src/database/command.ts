import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import * as path from "node:path"
import { Cause, Config, Console, Context, Effect, Layer, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import {
  BackupFailed,
  backupSignal,
  backupsDirectory,
  newestBackup,
  OnlineBackup,
  restoreBackup,
} from "./backup.ts"
import { databaseLayer } from "./client.ts"
import { CopyRefused, copyDatabase } from "./copyDatabase.ts"
import { embeddedDatabase, externalDatabase } from "./settings.ts"

/**
 * `database …`: the operator's commands for the embedded database (docs/deploying.md). Each prints
 * what it does and exits 0 when it did it, 1 with one sentence when it could not.
 */
export const databaseUsage = [
  "database copy-to-postgres --to postgres://user:password@host:5432/database [--data-dir DIR]",
  "database backup [--data-dir DIR]",
  "database restore FILE --data-dir DIR",
]

/** The data folder, as the server would find it: `--data-dir`, else DATA_DIR, else ./data. */
const dataDirOf = (given: string | undefined) =>
  Effect.gen(function* () {
    const fromEnvironment = yield* Config.String("DATA_DIR").pipe(Config.withDefault("./data"))
    return path.resolve(given ?? (fromEnvironment.trim() || "./data"))
  }).pipe(Effect.orDie)

const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, "postgres", "PG_VERSION"))

/** Where a URL points, without its password, for the lines the command prints. */
const whereIs = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`
}

const clientOf = (layer: Layer.Layer<SqlClient.SqlClient, unknown>) =>
  Effect.map(Layer.build(layer), (context) => Context.get(context, SqlClient.SqlClient))

const copyToPostgres = (to: string | undefined, dataDir: string) =>
  Effect.gen(function* () {
    if (to === undefined || !/^postgres(ql)?:\/\//.test(to)) {
      return yield* new CopyRefused({
        message: "Say where to copy to: --to postgres://user:password@host:5432/database",
      })
    }
    if (!holdsDatabase(dataDir)) {
      return yield* new CopyRefused({
        message: `${dataDir} holds no embedded database (no postgres/PG_VERSION there).`,
      })
    }
    yield* Console.log(`Copying the embedded database in ${dataDir} to ${whereIs(to)}.`)
    // The embedded database is opened as the server opens it, data folder lock included: while the
    // server runs it is refused, so the copy is never of a database that changes under it.
    const source = yield* clientOf(databaseLayer(embeddedDatabase(dataDir)))
    const target = yield* clientOf(databaseLayer(externalDatabase(Redacted.make(to))))
    yield* copyDatabase(source, target)
    yield* Console.log(
      `Done. Start the server with DATABASE_URL set to this database (and SEED_DEMO unset); ${dataDir} is left as it was.`,
    )
  }).pipe(Effect.scoped)

/**
 * A backup of the embedded database: asked of the server when it runs (it writes it while players
 * keep playing), taken here when it does not.
 */
const backup = (dataDir: string) =>
  Effect.gen(function* () {
    if (!holdsDatabase(dataDir)) {
      return yield* new BackupFailed({
        message: `${dataDir} holds no embedded database (no postgres/PG_VERSION there).`,
      })
    }
    const directory = backupsDirectory(dataDir)
    const before = yield* newestBackup(directory)
    const running = yield* runningServer(dataDir)
    if (running !== undefined) {
      yield* Console.log(`Asking the running server (pid ${running}) for a backup…`)
      yield* Effect.sync(() => process.kill(running, backupSignal))
      const file = yield* newestBackup(directory).pipe(
        Effect.filterOrFail(
          (newest) => newest !== undefined && newest !== before,
          () => new BackupFailed({ message: "The server wrote no backup: see its log." }),
        ),
        // A large database takes a while to write; two minutes is far more than the demo needs.
        Effect.retry({ schedule: Schedule.spaced("500 millis"), times: 240 }),
      )
      return yield* Console.log(`Backup written to ${file}`)
    }
    const file = yield* Effect.flatMap(
      Layer.build(databaseLayer(embeddedDatabase(dataDir))),
      (context) => Context.get(context, OnlineBackup).write,
    ).pipe(Effect.scoped)
    yield* Console.log(`Backup written to ${file}`)
  })

/** The live process holding the data folder's lock (database/dataDirLock.ts), if any. */
const runningServer = (dataDir: string) =>
  Effect.promise(async () => {
    const owner = Number((await readFile(path.join(dataDir, "gatehouse.pid"), "utf8").catch(() => "")).trim())
    if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid) return undefined
    try {
      process.kill(owner, 0)
      return owner
    } catch {
      return undefined
    }
  })

const restore = (file: string | undefined, dataDir: string | undefined) =>
  Effect.gen(function* () {
    if (file === undefined || dataDir === undefined) {
      return yield* new BackupFailed({ message: `Usage: ${databaseUsage[2]}` })
    }
    const into = path.resolve(dataDir)
    yield* restoreBackup(path.resolve(file), into)
    yield* Console.log(`Restored ${file} into ${into}. Start the server with DATA_DIR=${dataDir}.`)
  })

/** The failure and the causes under it (a driver's "Query failed" says little; PostgreSQL's reason does). */
const sentenceOf = (error: unknown): string => {
  const said: Array<string> = []
  for (let at: unknown = error; at !== undefined && said.length < 4; ) {
    const text = at instanceof Error ? at.message : String(at)
    if (!said.some((earlier) => earlier.includes(text))) said.push(text)
    at = at instanceof Error ? at.cause : undefined
  }
  return said.join(": ")
}

/** The value after `--name`, if given. */
const option = (args: ReadonlyArray<string>, name: string) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? undefined : args[at + 1]
}

export const databaseCommand = (args: ReadonlyArray<string>): Effect.Effect<number> => {
  const [subcommand, ...rest] = args
  const given = option(rest, "data-dir")
  const run =
    subcommand === "copy-to-postgres"
      ? Effect.flatMap(dataDirOf(given), (dataDir) => copyToPostgres(option(rest, "to"), dataDir))
      : subcommand === "backup"
        ? Effect.flatMap(dataDirOf(given), backup)
        : subcommand === "restore"
          ? restore(rest[0]?.startsWith("--") ? undefined : rest[0], given)
          : Effect.fail(
              new BackupFailed({ message: `Unknown command. Use one of:\n  ${databaseUsage.join("\n  ")}` }),
            )
  return run.pipe(
    Effect.as(0),
    // One sentence for the operator: the refusal's own, or the failure's and its cause's (a database
    // that refused the connection, a data folder in use); never a stack.
    Effect.catchCause((cause) => Effect.as(Console.error(`✗ ${sentenceOf(Cause.squash(cause))}`), 1)),
  )
}
