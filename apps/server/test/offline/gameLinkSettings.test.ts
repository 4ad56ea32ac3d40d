import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Duration, Effect, Layer, Redacted } from "effect"
import { gamePassword } from "../../src/gamelink/gamePasswords.ts"
import { GameLinkSettings } from "../../src/gamelink/settings.ts"

const read = (env: Record<string, string>) =>
  Effect.provide(
    Effect.service(GameLinkSettings),
    GameLinkSettings.layer.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env })))),
  )

const urls = {
  GAME_USER_DATABASE_URL: "mssql://ran:secret@game-db:1433/RanUser",
  GAME_GAME_DATABASE_URL: "mssql://ran:secret@game-db:1433/RanGame1",
  GAME_SHOP_DATABASE_URL: "mssql://ran:secret@game-db:1433/RanShop",
}

describe("the game link's settings", () => {
  it.effect("are off by default, and `ran` needs all three databases", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* read({}), { kind: "none" })
      const missing = yield* Effect.exit(
        read({ GAME_LINK: "ran", GAME_USER_DATABASE_URL: "mssql://x/RanUser" }),
      )
      assert.strictEqual(missing._tag, "Failure")
      const wrong = yield* Effect.exit(read({ GAME_LINK: "ragnarok" }))
      assert.strictEqual(wrong._tag, "Failure")
    }),
  )

  it.effect("read the fork's differences: dialect, password format, balance and MMR columns", () =>
    Effect.gen(function* () {
      const defaults = yield* read({ GAME_LINK: "ran", ...urls })
      assert.strictEqual(defaults.kind, "ran")
      if (defaults.kind !== "ran") return
      assert.strictEqual(defaults.dialect, "mssql")
      assert.strictEqual(defaults.passwordFormat, "md5-19")
      assert.strictEqual(defaults.milleageColumn, "UserPoint2")
      assert.strictEqual(defaults.mmrColumn, undefined)
      assert.strictEqual(Duration.toSeconds(defaults.characterRefresh), 300)
      const shop = defaults.databases.shop
      if (shop.dialect !== "mssql") return assert.fail("expected SQL Server")
      assert.include(Redacted.value(shop.connection), {
        server: "game-db",
        port: 1433,
        database: "RanShop",
        user: "ran",
        password: "secret",
      })
      const fork = yield* read({
        GAME_LINK: "ran",
        ...urls,
        GAME_PASSWORD_FORMAT: "plain",
        GAME_MILLEAGE_COLUMN: "none",
        GAME_MMR_COLUMN: "ChaMMRScore",
        GAME_DATABASE_DIALECT: "postgres",
      })
      if (fork.kind !== "ran") return assert.fail("expected the ran link")
      assert.strictEqual(fork.passwordFormat, "plain")
      assert.strictEqual(fork.milleageColumn, undefined)
      assert.strictEqual(fork.mmrColumn, "ChaMMRScore")
      assert.strictEqual(fork.dialect, "postgres")
      // A column name is written into SQL, so only a plain identifier is accepted.
      const injected = yield* Effect.exit(
        read({ GAME_LINK: "ran", ...urls, GAME_MMR_COLUMN: "0; DROP TABLE x" }),
      )
      assert.strictEqual(injected._tag, "Failure")
    }),
  )
})

describe("the game's password formats", () => {
  it("md5-19 is upper-case MD5 cut to 19 characters; plain is as typed", () => {
    assert.strictEqual(gamePassword("md5-19", "password"), "5F4DCC3B5AA765D61D8")
    assert.strictEqual(gamePassword("plain", "Hero#2024"), "Hero#2024")
  })
})
