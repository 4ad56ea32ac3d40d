import { PgClient } from "@effect/sql-pg"
import { Context, Data, Effect, Layer, Redacted, type Scope } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlError } from "effect/sql"
import mssql from "mssql"
import type { GameConnection } from "./connection.ts"
import {
  forkColumnsOf,
  type GameDatabaseTarget,
  GameLinkSettings,
  type GameLinkSettingsShape,
  type RanLinkSettings,
} from "./settings.ts"
import type { GameType } from "./sql/gameSchema.ts"
import { catalogueFor, type GameStatement, type GameStatements, type GameValues } from "./sql/statements.ts"

/**
 * A game database could not answer: connection lost or refused, timed out, chosen as a deadlock's
 * victim (1205), a statement refused. `unique` marks a duplicate key (2601, 2627), which callers read
 * as "already there"; every other failure is the game link's "unavailable" answer.
 */
export class GameDatabaseError extends Data.TaggedError("GameDatabaseError")<{
  readonly database: string
  readonly unique: boolean
  readonly cause: unknown
}> {}

/** The game's databases by the names RAN servers give them. */
export const gameDatabaseNames = { user: "RanUser", game: "RanGame1", shop: "RanShop" } as const

/** Column names are case-insensitive on both servers, so rows are read with lower-case keys. */
export type GameRow = Record<string, unknown>

const lowerKeys = (row: Record<string, unknown>): GameRow =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]))

/** Runs catalogue statements: on a database's pool, or inside one of its transactions. */
export interface GameRunner {
  readonly run: (
    statement: GameStatement,
    values: GameValues,
  ) => Effect.Effect<ReadonlyArray<GameRow>, GameDatabaseError>
}

/** One of the game's databases. */
export interface GameDatabase extends GameRunner {
  readonly name: string
  /**
   * Statements that must stand or fall together, in one transaction of this database: committed
   * when the effect succeeds, rolled back when it fails. Only statements of this database run in it.
   */
  readonly transaction: <A, E>(
    work: (runner: GameRunner) => Effect.Effect<A, E>,
  ) => Effect.Effect<A, E | GameDatabaseError>
}

/** The values in the order of the statement's parameters; a missing one is a bug in the caller. */
const orderedValues = (statement: GameStatement, values: GameValues) =>
  statement.parameters.map(({ name }) => {
    const value = values[name]
    if (value === undefined) throw new Error(`statement ${statement.name} has no value for ${name}`)
    return value
  })

const postgresDatabase = (name: string, url: Redacted.Redacted, poolSize: number) =>
  Effect.gen(function* () {
    const client = yield* PgClient.make({ url, maxConnections: poolSize }).pipe(
      Effect.mapError((cause) => new GameDatabaseError({ database: name, unique: false, cause })),
    )
    const run = (statement: GameStatement, values: GameValues) =>
      Effect.suspend(() =>
        client.unsafe<Record<string, unknown>>(statement.text, orderedValues(statement, values)),
      ).pipe(
        Effect.map((rows) => rows.map(lowerKeys)),
        Effect.mapError(
          (cause) =>
            new GameDatabaseError({
              database: name,
              unique: SqlError.isSqlError(cause) && cause.reason._tag === "UniqueViolation",
              cause,
            }),
        ),
      )
    const transaction = <A, E>(work: (runner: GameRunner) => Effect.Effect<A, E>) =>
      // The client routes its statements to the transaction's connection while it is open.
      client
        .withTransaction(work({ run }))
        .pipe(
          Effect.catchIf(SqlError.isSqlError, (cause) =>
            Effect.fail(new GameDatabaseError({ database: name, unique: false, cause })),
          ),
        )
    return { name, run, transaction } satisfies GameDatabase
  }).pipe(Effect.provide(Reactivity.layer))

/** SQL Server's duplicate-key errors: a unique index (2601) or a primary key or unique constraint (2627). */
const isDuplicateKey = (cause: unknown) =>
  typeof cause === "object" &&
  cause !== null &&
  "number" in cause &&
  [2601, 2627].includes(Number(cause.number))

/** Each parameter bound as the game's column type, so SQL Server compares without converting. */
const driverType = (type: GameType): mssql.ISqlType | (() => mssql.ISqlType) => {
  switch (type.sql) {
    case "int":
      return mssql.Int
    case "bigint":
      return mssql.BigInt
    case "datetime":
      return mssql.DateTime
    case "money":
      return mssql.Money
    case "float":
      return mssql.Float
    case "varchar":
      return mssql.VarChar(type.length)
    case "nvarchar":
      return mssql.NVarChar(mssql.MAX)
  }
}

/**
 * SQL Server through the `mssql` driver (tedious), with the settings GAME_*_DATABASE_URL parsed
 * to (connection.ts). Tested against a TDS server on loopback (test/support/tds); `gamelink check`
 * confirms the rest on the operator's own server.
 */
const mssqlDatabase = (name: string, connection: Redacted.Redacted<GameConnection>) =>
  Effect.gen(function* () {
    const failed = (cause: unknown) =>
      new GameDatabaseError({ database: name, unique: isDuplicateKey(cause), cause })
    const context = yield* Effect.context<never>()
    const pool = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => {
          const pool = new mssql.ConnectionPool(Redacted.value(connection))
          // A connection that drops also fails the request on it (unavailable, retried safely); the
          // pool says so once more as an event, which would end the process if no one listened.
          pool.on("error", (error: unknown) => {
            Effect.runForkWith(context)(
              Effect.logWarning(`Game database ${name}: a connection failed`, error),
            )
          })
          return pool.connect()
        },
        catch: failed,
      }),
      (pool) => Effect.promise(() => pool.close()),
    )
    const runOn =
      (source: mssql.ConnectionPool | mssql.Transaction) => (statement: GameStatement, values: GameValues) =>
        Effect.suspend(() => {
          const ordered = orderedValues(statement, values)
          return Effect.tryPromise({
            try: async () => {
              const request = source.request()
              statement.parameters.forEach((parameter, index) => {
                request.input(parameter.name, driverType(parameter.type), ordered[index])
              })
              const result = await request.query(statement.text)
              return (result.recordset ?? []).map(lowerKeys)
            },
            catch: failed,
          })
        })
    const transaction = <A, E>(work: (runner: GameRunner) => Effect.Effect<A, E>) =>
      Effect.acquireUseRelease(
        Effect.tryPromise({
          try: async () => {
            const open = new mssql.Transaction(pool)
            await open.begin()
            return open
          },
          catch: failed,
        }),
        (open) =>
          Effect.flatMap(work({ run: runOn(open) }), (value) =>
            Effect.as(Effect.tryPromise({ try: () => open.commit(), catch: failed }), value),
          ),
        // A failed commit has ended the transaction already; rolling back then only reports that.
        (open, exit) =>
          exit._tag === "Success"
            ? Effect.void
            : Effect.promise(() => open.rollback().catch(() => undefined)),
      )
    return { name, run: runOn(pool), transaction } satisfies GameDatabase
  })

/** One game database, connected (a database that does not answer fails). */
export const connectDatabase = (
  name: string,
  target: GameDatabaseTarget,
): Effect.Effect<GameDatabase, GameDatabaseError, Scope.Scope> =>
  target.dialect === "mssql"
    ? mssqlDatabase(name, target.connection)
    : postgresDatabase(name, target.url, target.poolSize)

/**
 * The game's three databases, accounts (RanUser), characters (RanGame1) and item mall (RanShop),
 * with the catalogue of the statements the link sends them.
 */
export class GameDatabases extends Context.Service<
  GameDatabases,
  {
    readonly user: GameDatabase
    readonly game: GameDatabase
    readonly shop: GameDatabase
    readonly statements: GameStatements
  }
>()("gatehouse/server/GameDatabases") {
  static readonly connect = (settings: RanLinkSettings) =>
    Effect.all({
      user: connectDatabase(gameDatabaseNames.user, settings.databases.user),
      game: connectDatabase(gameDatabaseNames.game, settings.databases.game),
      shop: connectDatabase(gameDatabaseNames.shop, settings.databases.shop),
    }).pipe(
      Effect.map((databases) => ({
        ...databases,
        statements: catalogueFor(settings.dialect, forkColumnsOf(settings)),
      })),
    )

  /** Connected at start when the link is `ran`; a database that does not answer stops the start. */
  static readonly layer = Layer.effect(
    GameDatabases,
    Effect.gen(function* () {
      const settings: GameLinkSettingsShape = yield* GameLinkSettings
      if (settings.kind !== "ran") return yield* Effect.die(new Error("GameDatabases needs GAME_LINK=ran"))
      return GameDatabases.of(yield* Effect.orDie(GameDatabases.connect(settings)))
    }),
  )
}
