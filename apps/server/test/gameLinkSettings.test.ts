import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Duration, Effect, Layer, Redacted } from "effect"
import { mssqlDialect, postgresDialect, statementFor } from "../src/gamelink/dialect.ts"
import { gamePassword } from "../src/gamelink/gamePasswords.ts"
import { GameLinkSettings } from "../src/gamelink/settings.ts"

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
      assert.strictEqual(Redacted.value(defaults.shopDatabaseUrl), urls.GAME_SHOP_DATABASE_URL)
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

describe("the two dialects of the game link's SQL", () => {
  it("differ only where SQL Server and PostgreSQL must", () => {
    const charge = (dialect: typeof mssqlDialect) =>
      statementFor(dialect)(
        dialect.updateReturning(
          "dbo.UserInfo",
          "UserPoint = UserPoint - ?",
          "UserNum = ? AND UserPoint >= ?",
          ["UserPoint"],
        ),
        5,
        12,
        5,
      )
    assert.deepStrictEqual(charge(mssqlDialect), {
      text: "UPDATE dbo.UserInfo SET UserPoint = UserPoint - @p1 OUTPUT INSERTED.UserPoint WHERE UserNum = @p2 AND UserPoint >= @p3",
      values: [5, 12, 5],
    })
    assert.strictEqual(
      charge(postgresDialect).text,
      "UPDATE dbo.UserInfo SET UserPoint = UserPoint - $1 WHERE UserNum = $2 AND UserPoint >= $3 RETURNING UserPoint",
    )
    assert.strictEqual(
      mssqlDialect.insertReturning("dbo.ShopPurchase", ["UserUID", "PurFlag"], [["?", "-1"]], ["PurKey"]),
      "INSERT INTO dbo.ShopPurchase (UserUID, PurFlag) OUTPUT INSERTED.PurKey VALUES (?, -1)",
    )
    assert.strictEqual(mssqlDialect.sameUserId("UserID", "@p1"), "UserID = @p1")
    assert.strictEqual(postgresDialect.sameUserId("UserID", "$1"), "lower(UserID) = lower($1)")
    assert.strictEqual(mssqlDialect.moneyAsInteger("ChaMoney"), "CAST(ChaMoney AS bigint)")
    assert.throws(() => statementFor(mssqlDialect)("SELECT ?", 1, 2))
  })
})
