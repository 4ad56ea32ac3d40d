import { PgClient } from "@effect/sql-pg"
import { Context, Data, Effect, Layer, Redacted, type Scope } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlError } from "effect/sql"
import mssql from "mssql"
import { type GameDialect, type GameStatement, gameDialect, statementFor } from "./dialect.ts"
import { GameLinkSettings, type RanLinkSettings } from "./settings.ts"

/**
 * A game database could not answer (connection lost, timeout, refused statement). `unique` marks a
 * duplicate key, which callers read as "already there".
 */
export class GameDatabaseError extends Data.TaggedError("GameDatabaseError")<{
  readonly database: string
  readonly unique: boolean
  readonly cause: unknown
}> {}

/** Column names are case-insensitive on both servers, so rows are read with lower-case keys. */
export type GameRow = Record<string, unknown>

const lowerKeys = (row: Record<string, unknown>): GameRow =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]))

/**
 * Statements, each on its own (autocommitted): the link never holds a transaction open in the game's
 * databases; what must happen once is made so by its intents in the portal's (GameLink.ts).
 */
export interface GameRunner {
  readonly run: (statement: GameStatement) => Effect.Effect<ReadonlyArray<GameRow>, GameDatabaseError>
}

/** One of the game's databases. */
export interface GameDatabase extends GameRunner {
  readonly name: string
  readonly dialect: GameDialect
  readonly statement: (text: string, ...values: ReadonlyArray<unknown>) => GameStatement
}

const postgresDatabase = (name: string, url: Redacted.Redacted, poolSize: number) =>
  Effect.gen(function* () {
    const client = yield* PgClient.make({ url, maxConnections: poolSize }).pipe(
      Effect.mapError((cause) => new GameDatabaseError({ database: name, unique: false, cause })),
    )
    const run = (statement: GameStatement) =>
      client.unsafe<Record<string, unknown>>(statement.text, statement.values).pipe(
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
    const dialect = gameDialect("postgres")
    return {
      name,
      dialect,
      statement: statementFor(dialect),
      run,
    } satisfies GameDatabase
  }).pipe(Effect.provide(Reactivity.layer))

/** SQL Server's duplicate-key errors: a unique index (2601) or a primary key or unique constraint (2627). */
const isDuplicateKey = (cause: unknown) =>
  typeof cause === "object" &&
  cause !== null &&
  "number" in cause &&
  [2601, 2627].includes(Number(cause.number))

/**
 * SQL Server through the `mssql` driver (tedious). Not run by the test suite: no SQL Server can run
 * where the tests run; every statement it sends is run on PostgreSQL laid out like the game's.
 */
const mssqlDatabase = (name: string, url: Redacted.Redacted) =>
  Effect.gen(function* () {
    const failed = (cause: unknown) =>
      new GameDatabaseError({ database: name, unique: isDuplicateKey(cause), cause })
    const pool = yield* Effect.acquireRelease(
      Effect.tryPromise({
        // The pool's size comes from the connection string's own settings (the driver's default is 10).
        try: () => new mssql.ConnectionPool(Redacted.value(url)).connect(),
        catch: failed,
      }),
      (pool) => Effect.promise(() => pool.close()),
    )
    const runOn = (source: mssql.ConnectionPool | mssql.Transaction) => (statement: GameStatement) =>
      Effect.tryPromise({
        try: async () => {
          const request = source.request()
          statement.values.forEach((value, index) => {
            request.input(`p${index + 1}`, value)
          })
          const result = await request.query(statement.text)
          return (result.recordset ?? []).map(lowerKeys)
        },
        catch: failed,
      })
    const dialect = gameDialect("mssql")
    return {
      name,
      dialect,
      statement: statementFor(dialect),
      run: runOn(pool),
    } satisfies GameDatabase
  })

const connect = (
  settings: RanLinkSettings,
  name: string,
  url: Redacted.Redacted,
): Effect.Effect<GameDatabase, GameDatabaseError, Scope.Scope> =>
  settings.dialect === "mssql" ? mssqlDatabase(name, url) : postgresDatabase(name, url, settings.poolSize)

/** The game's three databases: accounts (RanUser), characters (RanGame1), item mall (RanShop). */
export class GameDatabases extends Context.Service<
  GameDatabases,
  { readonly user: GameDatabase; readonly game: GameDatabase; readonly shop: GameDatabase }
>()("gatehouse/server/GameDatabases") {
  static readonly connect = (settings: RanLinkSettings) =>
    Effect.all({
      user: connect(settings, "RanUser", settings.userDatabaseUrl),
      game: connect(settings, "RanGame1", settings.gameDatabaseUrl),
      shop: connect(settings, "RanShop", settings.shopDatabaseUrl),
    })

  /** Connected at start when the link is `ran`; a database that does not answer stops the start. */
  static readonly layer = Layer.effect(
    GameDatabases,
    Effect.gen(function* () {
      const settings = yield* GameLinkSettings
      if (settings.kind !== "ran") return yield* Effect.die(new Error("GameDatabases needs GAME_LINK=ran"))
      return GameDatabases.of(yield* Effect.orDie(GameDatabases.connect(settings)))
    }),
  )
}
