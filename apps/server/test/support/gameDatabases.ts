import { readFileSync } from "node:fs"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { Accounts } from "../../src/accounts/Accounts.ts"
import { GameDatabases } from "../../src/gamelink/GameDatabases.ts"

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

export interface GameDatabaseUrls {
  readonly userDatabaseUrl: Redacted.Redacted
  readonly gameDatabaseUrl: Redacted.Redacted
  readonly shopDatabaseUrl: Redacted.Redacted
}

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
        return Redacted.make(url)
      }),
      () => Effect.orDie(onDatabase(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    )
  }
  return {
    userDatabaseUrl: yield* make("RanUser"),
    gameDatabaseUrl: yield* make("RanGame1"),
    shopDatabaseUrl: yield* make("RanShop"),
  } satisfies GameDatabaseUrls
}).pipe(Effect.orDie)

/** One statement on a game database, as an operator or the game server would run it. */
export const inGame = (database: "user" | "game" | "shop", text: string, ...values: ReadonlyArray<unknown>) =>
  Effect.flatMap(Effect.service(GameDatabases), (databases) =>
    Effect.orDie(databases[database].run(databases[database].statement(text, ...values))),
  )

let linkedAccounts = 0

/**
 * A linked player: registered through the portal (so the game account exists), with a game balance.
 * The user ID starts with `prefix` and is new in this test file.
 */
export const linkedPlayer = (prefix: string, gameBalance: number) =>
  Effect.gen(function* () {
    linkedAccounts += 1
    const userId = `${prefix}${linkedAccounts}`
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
    yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint = ? WHERE UserID = ?", gameBalance, userId)
    return { userId, userNum }
  })
