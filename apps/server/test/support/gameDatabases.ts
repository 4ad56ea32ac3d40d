import { readFileSync } from "node:fs"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { Accounts } from "../../src/accounts/Accounts.ts"
import {
  type GameDatabase,
  GameDatabaseError,
  GameDatabases,
  type GameRunner,
} from "../../src/gamelink/GameDatabases.ts"
import type { GameDatabaseTargets } from "../../src/gamelink/settings.ts"
import { int } from "../../src/gamelink/sql/gameSchema.ts"
import type { GameStatement, GameValues } from "../../src/gamelink/sql/statements.ts"

/**
 * The game's databases for the game link's tests: three PostgreSQL databases laid out like RanUser,
 * RanGame1 and RanShop (ran-databases.sql), made fresh for each test file and dropped after it. They
 * are always on the PostgreSQL server of the machine (TEST_GAME_DATABASE_URL, or the local one),
 * whichever database the portal itself uses in this run.
 */
const serverUrl =
  process.env.TEST_GAME_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  "postgres://postgres@127.0.0.1:5432/postgres"

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const sections = () => {
  const text = readFileSync(new URL("./ran-databases.sql", import.meta.url), "utf8")
  const found = new Map<string, string>()
  for (const part of text.split(/^-- database: /m).slice(1)) {
    const [name = "", ...body] = part.split("\n")
    found.set(name.trim(), body.join("\n"))
  }
  return found
}

const onDatabase = (url: string, statements: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const statement of statements.split(/;\s*$/m)) {
      const text = statement
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim()
      if (text !== "") yield* sql.unsafe(text)
    }
  }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })))

/** Three fresh game databases for this file, dropped when its scope closes. */
export const freshGameDatabases = Effect.gen(function* () {
  const tag = `${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const layout = sections()
  const make = (section: string) => {
    const name = `gatehouse_${section.toLowerCase()}_${tag}`
    return Effect.acquireRelease(
      Effect.gen(function* () {
        yield* onDatabase(serverUrl, `CREATE DATABASE ${name}`)
        const url = withDatabaseName(serverUrl, name)
        yield* onDatabase(url, layout.get(section) ?? "")
        return { dialect: "postgres" as const, url: Redacted.make(url), poolSize: 5 }
      }),
      () => Effect.orDie(onDatabase(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    )
  }
  return {
    user: yield* make("RanUser"),
    game: yield* make("RanGame1"),
    shop: yield* make("RanShop"),
  } satisfies GameDatabaseTargets
}).pipe(Effect.orDie)

/**
 * One statement on a game database, as an operator or the game server would run it: not one of the
 * link's, so written here with `?` holes for the values (the databases are PostgreSQL).
 */
export const inGame = (
  database: "user" | "game" | "shop",
  text: string,
  ...values: ReadonlyArray<unknown>
) => {
  let holes = 0
  const statement: GameStatement = {
    name: "test",
    database,
    text: text.replace(/\?/g, () => `$${++holes}`),
    parameters: values.map((_, index) => ({ name: `v${index + 1}`, type: int })),
    grants: [],
  }
  return Effect.flatMap(Effect.service(GameDatabases), (databases) =>
    Effect.orDie(
      databases[database].run(
        statement,
        Object.fromEntries(values.map((value, index) => [`v${index + 1}`, value ?? null])) as GameValues,
      ),
    ),
  )
}

let registered = 0

/** A player registered through the portal, so with the game link the game's account exists too. */
export const registeredPlayer = (prefix: string) =>
  Effect.gen(function* () {
    registered += 1
    const userId = `${prefix}${registered}`
    const userNum = yield* Effect.orDie(
      Effect.flatMap(Effect.service(Accounts), (service) =>
        service.register({
          userId,
          email: `${userId}@example.com`,
          password: "Secret#123",
          nameFirst: "Ana",
          nameLast: "Reyes",
          secretQuestion: 1,
          secretAnswer: "Cebu",
          gender: "Female",
          country: "Philippines",
        }),
      ),
    )
    return { userId, userNum }
  })

/**
 * A linked player: registered through the portal (so the game account exists), with a game balance.
 * The user ID starts with `prefix` and is new in this test file.
 */
export const linkedPlayer = (prefix: string, gameBalance: number) =>
  Effect.gen(function* () {
    const { userId, userNum } = yield* registeredPlayer(prefix)
    yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint = ? WHERE UserID = ?", gameBalance, userId)
    return { userId, userNum }
  })

/** A connection a test cuts: at a statement's next run, before it reaches the database or after (its answer lost). */
export interface Cut {
  readonly statement: string
  readonly when: "before" | "after"
}

/**
 * The database with cuts: `pending` is asked at every run, on the pool or in a transaction, and
 * takes the cut it answers (the test clears it there) when the statement is the one named.
 */
export const withCuts = (
  database: GameDatabase,
  pending: (statement: string) => Cut | undefined,
): GameDatabase => {
  const cutAnswer = Effect.fail(
    new GameDatabaseError({ database: database.name, unique: false, cause: "cut" }),
  )
  const cutting = (runner: GameRunner): GameRunner => ({
    run: (statement, values) =>
      Effect.suspend(() => {
        const cut = pending(statement.name)
        if (cut === undefined) return runner.run(statement, values)
        return cut.when === "before" ? cutAnswer : Effect.andThen(runner.run(statement, values), cutAnswer)
      }),
  })
  return {
    ...database,
    ...cutting(database),
    transaction: (work) => database.transaction((runner) => work(cutting(runner))),
  }
}
