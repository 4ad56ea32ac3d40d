import { readFileSync } from "node:fs"
import { assert, describe, it } from "@effect/vitest"
import { Cause, ConfigProvider, Effect, Exit, Layer, Redacted, Result } from "effect"
import mssql from "mssql"
import { gameConnection } from "../../src/gamelink/connection.ts"
import {
  type GameDatabaseTarget,
  GameLinkSettings,
  gameDatabaseSettings,
} from "../../src/gamelink/settings.ts"

/**
 * How an operator writes where the game's SQL Server databases are: the `mssql://` URL the guides
 * show, or the ADO.NET connection string SQL Server's own tools write. Both must reach the driver
 * as a server, port, database, user and options, and a setting that names none of them must stop
 * the start with a sentence that never repeats the password.
 */
const defaults = { poolSize: 5, requestTimeoutMs: 10_000 }

const parsed = (text: string, setting = "GAME_USER_DATABASE_URL") => {
  const result = gameConnection(setting, text, defaults)
  if (Result.isFailure(result)) throw new Error(result.failure)
  return result.success
}

const refusal = (text: string, setting = "GAME_USER_DATABASE_URL") => {
  const result = gameConnection(setting, text, defaults)
  if (Result.isSuccess(result)) throw new Error(`${text} was accepted`)
  return result.failure
}

/** Every connection example the operator's guides give, as they give it. */
const documentedExamples = () => {
  const guides = ["../../../../docs/game-link.md", "../../../../docs/deploying.md"].map((path) =>
    readFileSync(new URL(path, import.meta.url), "utf8"),
  )
  const assigned = guides.flatMap((text) =>
    [...text.matchAll(/^GAME_(?:USER|GAME|SHOP)_DATABASE_URL=(\S+)$/gm)].map((match) => match[1] ?? ""),
  )
  const quoted = guides.flatMap((text) =>
    [...text.matchAll(/`((?:mssql:\/\/|Server=)[^`]+)`/g)]
      .map((match) => match[1] ?? "")
      // A form written out with … in its places describes the form; it is not an example.
      .filter((example) => !example.includes("…")),
  )
  return [...assigned, ...quoted]
}

describe("a game database's connection setting", () => {
  it("is not read by the driver in the URL form, which is why the portal parses it", () => {
    const driver = mssql.ConnectionPool.parseConnectionString("mssql://u:p@game-db:1433/RanUser?encrypt=true")
    assert.isUndefined((driver as { server?: string }).server)
  })

  it("every example in the guides names a server, a port, a game database and a user", () => {
    const examples = documentedExamples()
    assert.isAtLeast(examples.length, 4)
    for (const example of examples) {
      const connection = parsed(example)
      assert.isNotEmpty(connection.server, example)
      assert.strictEqual(connection.port, 1433, example)
      assert.include(["RanUser", "RanGame1", "RanShop"], connection.database, example)
      assert.isNotEmpty(connection.user, example)
      assert.isNotEmpty(connection.password, example)
    }
  })

  it("the URL form: user and password decoded, its options mapped to the driver's", () => {
    const connection = parsed(
      "mssql://gate%20keeper:p%40ss%3Bword@game-db:14330/RanUser?encrypt=false&trustServerCertificate=true&useUTC=false&instanceName=RAN&connectTimeout=30&appName=Portal",
    )
    assert.deepStrictEqual(connection, {
      server: "game-db",
      port: 14330,
      database: "RanUser",
      user: "gate keeper",
      password: "p@ss;word",
      connectionTimeout: 30_000,
      requestTimeout: 10_000,
      validateConnection: "socket",
      pool: { min: 0, max: 5 },
      options: {
        appName: "Portal",
        encrypt: false,
        trustServerCertificate: true,
        useUTC: false,
        instanceName: "RAN",
      },
    })
  })

  it("the ADO.NET form, read by the driver, gets the same defaults", () => {
    const connection = parsed(
      "Server=game-db,1433;Database=RanShop;User Id=gatehouse_shop;Password=Shop#2024;Encrypt=true;TrustServerCertificate=false",
    )
    assert.include(connection, { server: "game-db", port: 1433, database: "RanShop", user: "gatehouse_shop" })
    assert.strictEqual(connection.password, "Shop#2024")
    assert.strictEqual(connection.requestTimeout, 10_000)
    assert.deepStrictEqual(connection.pool, { min: 0, max: 5 })
    assert.include(connection.options, { encrypt: true, trustServerCertificate: false, appName: "Gatehouse" })
    // The string's own pool size wins for its database.
    assert.strictEqual(
      parsed("Server=db;Database=RanUser;User Id=u;Password=p;Max Pool Size=12").pool?.max,
      12,
    )
  })

  it.each([
    ["mssql://ran:S3cret!@game-db:1433/", "does not name a database"],
    ["mssql://:S3cret!@game-db:1433/RanUser", "does not name a user"],
    ["Server=game-db;Databse=RanUser;User Id=ran;Password=S3cret!", "does not name a database"],
    ["Database=RanUser;User Id=ran;Password=S3cret!", "does not name a server"],
    ["mssql://ran:S3cret!@game-db/RanUser?encrypted=true", "an option the portal does not know, encrypted"],
    ["mssql://ran:S3cret!@game-db/RanUser?encrypt=maybe", "encrypt=maybe, which is neither true nor false"],
    ["mssql://ran:S3cret!%zz@game-db/RanUser", "a % that is not followed by two hexadecimal digits"],
    ["game-db:1433 RanUser ran S3cret!", "is neither an mssql:// address nor"],
  ])("%s is refused: %s", (text, problem) => {
    const message = refusal(text, "GAME_SHOP_DATABASE_URL")
    assert.include(message, "GAME_SHOP_DATABASE_URL")
    assert.include(message, problem)
    assert.notInclude(message, "S3cret")
  })
})

describe("starting with the RAN link", () => {
  const settingsFrom = (env: Record<string, string>) =>
    Effect.exit(
      Effect.provide(
        Effect.service(GameLinkSettings),
        GameLinkSettings.layer.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env })))),
      ),
    )

  it.effect("stops at a setting that names no database, naming the setting and never the password", () =>
    Effect.gen(function* () {
      const exit = yield* settingsFrom({
        GAME_LINK: "ran",
        [gameDatabaseSettings.user]: "mssql://ran:Hunter2@game-db:1433/RanUser",
        [gameDatabaseSettings.game]: "mssql://ran:Hunter2@game-db:1433/",
        [gameDatabaseSettings.shop]: "mssql://ran:Hunter2@game-db:1433/RanShop",
      })
      assert.isTrue(Exit.isFailure(exit))
      const told = Exit.isFailure(exit) ? Cause.pretty(exit.cause) : ""
      assert.include(told, "GAME_GAME_DATABASE_URL does not name a database")
      assert.notInclude(told, "Hunter2")
    }),
  )

  it.effect("gives each database its own login, with the pool size and time limit of the settings", () =>
    Effect.gen(function* () {
      const exit = yield* settingsFrom({
        GAME_LINK: "ran",
        GAME_DATABASE_POOL_SIZE: "8",
        GAME_DATABASE_REQUEST_TIMEOUT_MS: "2500",
        [gameDatabaseSettings.user]: "mssql://gatehouse_user:u@game-db:1433/RanUser",
        [gameDatabaseSettings.game]:
          "Server=game-db,1433;Database=RanGame1;User Id=gatehouse_game;Password=g",
        [gameDatabaseSettings.shop]: "mssql://gatehouse_shop:s@game-db:1433/RanShop",
      })
      if (!Exit.isSuccess(exit) || exit.value.kind !== "ran") return assert.fail("expected the RAN link")
      const { user, game, shop } = exit.value.databases
      const logins = [user, game, shop].map((target: GameDatabaseTarget) =>
        target.dialect === "mssql" ? Redacted.value(target.connection) : undefined,
      )
      assert.deepStrictEqual(
        logins.map((login) => [login?.database, login?.user, login?.pool?.max, login?.requestTimeout]),
        [
          ["RanUser", "gatehouse_user", 8, 2500],
          ["RanGame1", "gatehouse_game", 8, 2500],
          ["RanShop", "gatehouse_shop", 8, 2500],
        ],
      )
    }),
  )
})
