import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Context, Duration, Effect, Layer, Redacted, Result } from "effect"
import { gameConnection } from "../src/gamelink/connection.ts"
import { GameDatabases } from "../src/gamelink/GameDatabases.ts"
import { catalogueFor } from "../src/gamelink/sql/statements.ts"
import { registration } from "./support/accounts.ts"
import { fakeRanGame } from "./support/fakeRanGame.ts"
import { TestServer, testServer } from "./support/server.ts"
import { startTdsTestServer, type TdsAnswer } from "./support/tds/TdsTestServer.ts"

/**
 * The compiled server's start with GAME_LINK=ran, its settings written as an operator writes them,
 * against the TDS test server: it connects, answers, and a player registered through the API gets
 * the game's account.
 */
const tdsServer = (answer: Parameters<typeof startTdsTestServer>[0]) =>
  Effect.acquireRelease(
    Effect.promise(() => startTdsTestServer(answer)),
    (server) => Effect.promise(() => server.close()),
  )

const forms = {
  "the mssql:// URL form": (port: number, database: string, user: string) =>
    `mssql://${user}:Pass%231word@127.0.0.1:${port}/${database}?encrypt=true&trustServerCertificate=true`,
  "the ADO.NET form": (port: number, database: string, user: string) =>
    `Server=127.0.0.1,${port};Database=${database};User Id=${user};Password=Pass#1word;Encrypt=true;TrustServerCertificate=true`,
} as const

describe("starting with GAME_LINK=ran on SQL Server", () => {
  for (const [name, form] of Object.entries(forms)) {
    it.effect(`starts from ${name} and serves players`, () =>
      Effect.scoped(
        Effect.gen(function* () {
          const game = fakeRanGame({ milleage: "UserPoint2", mmr: undefined })
          const tds = yield* tdsServer({
            answer: game.answer,
            tls: true,
            logins: {
              gatehouse_user: "Pass#1word",
              gatehouse_game: "Pass#1word",
              gatehouse_shop: "Pass#1word",
            },
          })
          const env = {
            GAME_LINK: "ran",
            GAME_USER_DATABASE_URL: form(tds.port, "RanUser", "gatehouse_user"),
            GAME_GAME_DATABASE_URL: form(tds.port, "RanGame1", "gatehouse_game"),
            GAME_SHOP_DATABASE_URL: form(tds.port, "RanShop", "gatehouse_shop"),
          }
          const started = yield* Layer.build(
            Layer.fresh(testServer()).pipe(
              Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env }))),
            ),
          )
          const server = Context.get(started, TestServer)
          const health = yield* server.send("/api/health")
          assert.strictEqual(health.status, 200)
          assert.sameMembers(
            [...new Set(tds.logins.map((login) => login.database))],
            ["RanUser", "RanGame1", "RanShop"],
          )

          const registered = yield* server.send("/api/register", {
            method: "POST",
            body: JSON.stringify(registration({ userId: "tdsplayer", userEmail: "tds@example.com" })),
            headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
          })
          assert.strictEqual(registered.status, 200, registered.text)
          assert.deepInclude(
            [...game.accounts.values()].map((row) => row.UserID),
            "tdsplayer",
          )
        }),
      ),
    )
  }
})

describe("a game database on SQL Server, row by row", () => {
  const statements = catalogueFor("mssql", { milleage: "UserPoint2", mmr: undefined })

  /** One database on the TDS test server, answering every statement with `answer`. */
  const databaseAnswering = (answer: TdsAnswer) =>
    Effect.gen(function* () {
      // The pool checks a connection before lending it; only the statements get the answer.
      const tds = yield* tdsServer({ answer: (request) => (request.sql === "SELECT 1;" ? {} : answer) })
      const parsed = gameConnection(
        "GAME_SHOP_DATABASE_URL",
        `mssql://shop:s@127.0.0.1:${tds.port}/RanShop?encrypt=false`,
        { poolSize: 1, requestTimeoutMs: 2000 },
      )
      if (Result.isFailure(parsed)) return yield* Effect.die(parsed.failure)
      const databases = yield* GameDatabases.connect({
        dialect: "mssql",
        databases: {
          user: { dialect: "mssql", connection: Redacted.make(parsed.success) },
          game: { dialect: "mssql", connection: Redacted.make(parsed.success) },
          shop: { dialect: "mssql", connection: Redacted.make(parsed.success) },
        },
        passwordFormat: "md5-19",
        milleageColumn: "UserPoint2",
        mmrColumn: undefined,
        characterRefresh: Duration.minutes(5),
        characterColumns: {},
        schoolStarts: undefined,
      }).pipe(Effect.orDie)
      return databases.shop
    })

  it.effect("decodes bigint, money, datetime and NULL as the link reads them", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const shop = yield* databaseAnswering({
          resultSets: [
            {
              columns: [
                { name: "PurKey", type: "bigint" },
                { name: "ChaMoney", type: "money" },
                { name: "PurChgDate", type: "datetime" },
                { name: "UserEmail", type: "varchar", length: 50 },
              ],
              rows: [["9007199254740993", "1234567.8900", new Date("2026-11-28T03:04:05.003Z"), null]],
            },
          ],
        })
        const [row] = yield* shop.run(statements.cancelItem, { purKey: 1, at: new Date() }).pipe(Effect.orDie)
        // Column names are read in lower case; a bigint comes as exact text.
        assert.deepStrictEqual(row, {
          purkey: "9007199254740993",
          chamoney: 1234567.89,
          purchgdate: new Date("2026-11-28T03:04:05.003Z"),
          useremail: null,
        })
      }),
    ),
  )

  for (const [number, unique] of [
    [2601, true],
    [2627, true],
    [1205, false],
    [547, false],
  ] as const) {
    it.effect(`error ${number} is ${unique ? "" : "not "}a duplicate key`, () =>
      Effect.scoped(
        Effect.gen(function* () {
          const shop = yield* databaseAnswering({ error: { number, message: `error ${number}` } })
          const failed = yield* Effect.flip(shop.run(statements.dropReserved, { userId: "anyone" }))
          assert.strictEqual(failed.unique, unique)
        }),
      ),
    )
  }
})
