import { assert, describe, it, layer } from "@effect/vitest"
import { ConfigProvider, Context, Effect, Layer, Redacted, Result } from "effect"
import { gameLinkCheckCommand } from "../src/gamelink/check/command.ts"
import { type CheckLine, gameLinkCheck } from "../src/gamelink/check/gameLinkCheck.ts"
import { sqlServerCheckStatements } from "../src/gamelink/check/sqlServerFacts.ts"
import { gameConnection } from "../src/gamelink/connection.ts"
import { connectDatabase } from "../src/gamelink/GameDatabases.ts"
import { defaultRanLink, type GameDatabaseTargets } from "../src/gamelink/settings.ts"
import { columnsOf, type GameType } from "../src/gamelink/sql/gameSchema.ts"
import type { GameStatement } from "../src/gamelink/sql/statements.ts"
import { freshGameDatabases } from "./support/gameDatabases.ts"
import { startTdsTestServer, type TdsAnswer, type TdsRequest } from "./support/tds/TdsTestServer.ts"

/**
 * `gamelink check` against the game's databases: PostgreSQL laid out like the game's, and the TDS
 * test server answering SQL Server's catalogue views as a RAN server's would. It must pass on a
 * healthy layout, and fail, naming what to do, when a column or the unique index is missing.
 */
const failures = (lines: ReadonlyArray<CheckLine>) =>
  lines.filter((line) => !line.ok).map((line) => line.text)

class GameTargets extends Context.Service<GameTargets, GameDatabaseTargets>()("test/GameTargets") {}

const raw = (text: string): GameStatement => ({
  name: "test",
  database: "user",
  text,
  parameters: [],
  grants: [],
})

const urlOf = (target: GameDatabaseTargets["user"]) =>
  target.dialect === "postgres" ? Redacted.value(target.url) : ""

const withEnvironment = <A, E>(env: Record<string, string>, effect: Effect.Effect<A, E>) =>
  Effect.provide(effect, ConfigProvider.layer(ConfigProvider.fromEnv({ env })))

/** How SQL Server's catalogue names a type the link uses. */
const sqlServerColumn = (name: string, type: GameType) =>
  type.sql === "varchar" ? [name, "varchar", type.length] : [name, type.sql, type.sql === "bigint" ? 8 : 4]

interface CatalogueOptions {
  readonly missing: ReadonlyArray<string>
  readonly version?: string
  readonly uniqueIndex?: boolean
  /** A column whose UPDATE grant the login lacks. */
  readonly denied?: string
}

/** SQL Server's answers to the check's catalogue queries, as a RAN server with the usual layout gives them. */
const sqlServerCatalogue =
  (options: CatalogueOptions) =>
  (request: TdsRequest): TdsAnswer => {
    const statements = sqlServerCheckStatements
    const value = (name: string) => request.parameters.find((parameter) => parameter.name === name)?.value
    const one = (name: string, type: "nvarchar" | "int", row: unknown): TdsAnswer => ({
      resultSets: [
        { columns: [{ name, type, length: type === "nvarchar" ? 128 : undefined }], rows: [[row]] },
      ],
    })
    const none = (name: string): TdsAnswer => ({
      resultSets: [{ columns: [{ name, type: "nvarchar", length: 128 }], rows: [] }],
    })
    switch (request.sql) {
      case "SELECT 1;":
        return {}
      case statements.version.text:
        return one("version", "nvarchar", options.version ?? "15.0.2000.5")
      case statements.login.text:
        return {
          resultSets: [
            {
              columns: [
                { name: "login", type: "nvarchar", length: 128 },
                { name: "encrypted", type: "nvarchar", length: 10 },
              ],
              rows: [["gatehouse", "TRUE"]],
            },
          ],
        }
      case statements.collation.text:
        return one("collation_name", "nvarchar", "SQL_Latin1_General_CP1_CI_AS")
      case statements.snapshotReads.text:
        return one("snapshot", "int", 0)
      case statements.triggers.text:
        return value("table") === "dbo.UserInfo" ? one("name", "nvarchar", "trg_UserInfo_Log") : none("name")
      case statements.uniqueIndex.text:
        return options.uniqueIndex === false ? none("name") : one("name", "nvarchar", "IX_UserInfo_UserID")
      case statements.columns.text: {
        const table = String(value("table")).replace("dbo.", "")
        const rows = columnsOf({ milleage: "UserPoint2", mmr: undefined })
          .filter((column) => column.table.name === table && !options.missing.includes(column.column))
          .map((column) => sqlServerColumn(column.column, column.type))
        return {
          resultSets: [
            {
              columns: [
                { name: "name", type: "nvarchar", length: 128 },
                { name: "type", type: "nvarchar", length: 128 },
                { name: "length", type: "int" },
              ],
              rows,
            },
          ],
        }
      }
      case statements.tablePermission.text:
        return one("granted", "int", 1)
      case statements.columnPermission.text:
        return one(
          "granted",
          "int",
          value("column") === options.denied && value("permission") === "UPDATE" ? 0 : 1,
        )
      case statements.describe.text: {
        const missing = options.missing.find((column) => String(value("tsql")).includes(column))
        return missing === undefined
          ? {}
          : { error: { number: 207, message: `Invalid column name '${missing}'.` } }
      }
      default:
        return { error: { number: 50000, message: `not a query of gamelink check: ${request.sql}` } }
    }
  }

/** The check against the TDS test server answering as `answer`, for all three databases. */
const checkedAgainst = (answer: (request: TdsRequest) => TdsAnswer) =>
  Effect.scoped(
    Effect.gen(function* () {
      const server = yield* Effect.acquireRelease(
        Effect.promise(() => startTdsTestServer({ answer, tls: true })),
        (server) => Effect.promise(() => server.close()),
      )
      const target = (database: string) => {
        const parsed = gameConnection(
          "GAME_USER_DATABASE_URL",
          `mssql://gatehouse:g@127.0.0.1:${server.port}/${database}?encrypt=true&trustServerCertificate=true`,
          { poolSize: 1, requestTimeoutMs: 2000 },
        )
        if (Result.isFailure(parsed)) throw new Error(parsed.failure)
        return { dialect: "mssql" as const, connection: Redacted.make(parsed.success) }
      }
      return yield* gameLinkCheck(
        defaultRanLink({ user: target("RanUser"), game: target("RanGame1"), shop: target("RanShop") }),
      )
    }),
  )

describe("gamelink check on PostgreSQL laid out like the game's", () => {
  const databases = Layer.effect(GameTargets, freshGameDatabases)

  layer(databases, { timeout: 120_000 })((it) => {
    it.effect("passes every check on a healthy layout, compiling every statement", () =>
      Effect.gen(function* () {
        const lines = yield* gameLinkCheck(defaultRanLink(yield* GameTargets))
        assert.deepStrictEqual(failures(lines), [])
        assert.isTrue(
          lines.some(
            (line) => line.text === "chargeBalance: compiles on RanUser, and postgres holds its grants",
          ),
        )
        assert.isTrue(lines.some((line) => line.text.startsWith("dbo.UserInfo: UserID is unique")))
      }),
    )

    it.effect(
      "fails on a missing Milleage column and a missing unique index on UserID, saying what to do",
      () =>
        Effect.gen(function* () {
          const targets = yield* GameTargets
          const settings = defaultRanLink(targets)
          yield* Effect.scoped(
            Effect.gen(function* () {
              const user = yield* Effect.orDie(connectDatabase("RanUser", targets.user))
              yield* Effect.orDie(user.run(raw("ALTER TABLE dbo.UserInfo DROP COLUMN UserPoint2"), {}))
              yield* Effect.orDie(user.run(raw("DROP INDEX dbo.UserInfo_UserID"), {}))
            }),
          )
          const failed = failures(yield* gameLinkCheck(settings))
          assert.include(
            failed,
            "dbo.UserInfo: UserPoint2 (GAME_MILLEAGE_COLUMN) is missing; add the column, or set the fork's column name",
          )
          assert.isTrue(
            failed.some((text) => text.startsWith("dbo.UserInfo has no unique index on UserID alone")),
          )
          assert.isTrue(
            failed.some(
              (text) => text === 'chargeBalance: it does not compile: column "userpoint2" does not exist',
            ),
          )
          // As the operator runs it: the command says so with its exit code.
          const env = {
            GAME_LINK: "ran",
            GAME_DATABASE_DIALECT: "postgres",
            GAME_USER_DATABASE_URL: urlOf(targets.user),
            GAME_GAME_DATABASE_URL: urlOf(targets.game),
            GAME_SHOP_DATABASE_URL: urlOf(targets.shop),
          }
          assert.strictEqual(yield* withEnvironment(env, gameLinkCheckCommand), 1)
          assert.strictEqual(yield* withEnvironment({ GAME_LINK: "none" }, gameLinkCheckCommand), 1)
        }),
    )
  })
})

describe("gamelink check on SQL Server", () => {
  it.effect("passes on a RAN server's catalogue, naming its triggers and snapshot reads", () =>
    Effect.gen(function* () {
      const lines = yield* checkedAgainst(sqlServerCatalogue({ missing: [] }))
      assert.deepStrictEqual(failures(lines), [])
      const texts = lines.map((line) => line.text)
      assert.include(texts, "RanUser: reachable, logged in as gatehouse, encrypted")
      assert.include(texts, "SQL Server 15.0.2000.5: 2012 (11.0) or later is needed")
      assert.isTrue(
        texts.some((text) =>
          text.startsWith("dbo.UserInfo: enabled triggers (trg_UserInfo_Log) allow the link"),
        ),
      )
      assert.isTrue(texts.some((text) => text.startsWith("READ_COMMITTED_SNAPSHOT is off for RanShop")))
      assert.include(
        texts,
        "dbo.UserInfo.UserID ignores case (SQL_Latin1_General_CP1_CI_AS), as the game does",
      )
    }),
  )

  it.effect("fails on a missing column, a missing unique index, a missing grant and SQL Server 2008", () =>
    Effect.gen(function* () {
      const failed = failures(
        yield* checkedAgainst(
          sqlServerCatalogue({
            missing: ["UserPoint2"],
            version: "10.50.6000.34",
            uniqueIndex: false,
            denied: "PurChgDate",
          }),
        ),
      )
      assert.isTrue(failed.some((text) => text.startsWith("SQL Server 10.50.6000.34 is older than 2012")))
      assert.include(
        failed,
        "dbo.UserInfo: UserPoint2 (GAME_MILLEAGE_COLUMN) is missing; add the column, or set the fork's column name",
      )
      assert.isTrue(
        failed.some((text) => text.startsWith("dbo.UserInfo has no unique index on UserID alone")),
      )
      assert.include(
        failed,
        "cancelItem: gatehouse lacks grants: GRANT UPDATE ON dbo.ShopPurchase (PurChgDate) TO [gatehouse]",
      )
      assert.isTrue(
        failed.some((text) => text === "balance: it does not compile: Invalid column name 'UserPoint2'."),
      )
    }),
  )
})
