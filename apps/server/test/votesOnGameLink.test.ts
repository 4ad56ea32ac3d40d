import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { accountServices } from "../src/accounts/layer.ts"
import { Sessions } from "../src/accounts/Sessions.ts"
import { GameDatabases } from "../src/gamelink/GameDatabases.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { defaultRanLink, GameLinkSettings, type RanLinkSettings } from "../src/gamelink/settings.ts"
import { RateLimiter } from "../src/security/RateLimiter.ts"
import { AuditLog } from "../src/staff/AuditLog.ts"
import { Toplists } from "../src/votes/Toplists.ts"
import { Votes } from "../src/votes/Votes.ts"
import { freshGameDatabases, inGame, linkedPlayer } from "./support/gameDatabases.ts"
import { MigratedDatabase } from "./support/layers.ts"

/**
 * A vote's reward with the RAN link: it reaches the game's Milleage (UserPoint2) through the game
 * link's intent, once, on PostgreSQL databases laid out like the game's.
 */

const gameDatabases = Layer.unwrap(
  Effect.map(freshGameDatabases, (targets) => {
    const settings = defaultRanLink(targets)
    return Layer.effect(GameDatabases, Effect.orDie(GameDatabases.connect(settings))).pipe(
      Layer.provideMerge(GameLinkSettings.make(settings)),
    )
  }),
)

const gameLink = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) => ranGameLink(settings as RanLinkSettings)),
)

const services = Layer.mergeAll(
  accountServices(AccountSettings.make(), gameLink),
  Votes.layer.pipe(Layer.provideMerge(Toplists.layer), Layer.provide(gameLink)),
).pipe(
  Layer.provide(AuditLog.layer),
  Layer.provideMerge(Layer.mergeAll(Sessions.layer, RateLimiter.layer)),
  Layer.provideMerge(gameDatabases),
  Layer.provideMerge(MigratedDatabase),
)

const topgMonitor = "192.0.2.10"

describe("vote rewards on the RAN link", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("a verified vote's Milleage reaches the game's UserPoint2 once, and the books agree", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [site] = yield* Effect.orDie(sql<{ id: number }>`
          INSERT INTO toplists (name, kind, vote_address, addresses, cooldown_hours, reward)
          VALUES ('TopG', 'topg', 'https://topg.org/in-1-{player}', ${topgMonitor}, 12, 30) RETURNING id`)
        const { userId, userNum } = yield* linkedPlayer("voter", 0)
        yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint2 = 5 WHERE UserID = ?", userId)
        const votes = yield* Votes
        const postback = {
          query: new URLSearchParams({ p_resp: userId, ip: "203.0.113.9" }),
          body: "",
          contentType: "",
        }

        const outcomes = yield* Effect.all(
          Array.from({ length: 5 }, () => votes.receive(site?.id ?? 0, postback, topgMonitor)),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(outcomes.filter((outcome) => outcome.state === "counted").length, 1)

        const [game] = yield* inGame(
          "user",
          "SELECT UserPoint, UserPoint2 FROM dbo.UserInfo WHERE UserID = ?",
          userId,
        )
        assert.deepStrictEqual(game, { userpoint: 0, userpoint2: 35 })
        const [mirror] = yield* Effect.orDie(
          sql<{ milleage: string }>`SELECT milleage::text FROM users WHERE user_num = ${userNum}`,
        )
        assert.strictEqual(mirror?.milleage, "35.00")
        const ledger = yield* Effect.orDie(sql<{ reason: string; delta: string }>`
          SELECT reason, delta::text AS delta FROM balance_ledger WHERE user_num = ${userNum} AND currency = 'milleage'
          ORDER BY id`)
        // What the game held before (5, seen now) and the reward (30): the ledger adds up to the game's balance.
        assert.deepStrictEqual(ledger, [
          { reason: "game_sync", delta: "5.00" },
          { reason: "vote", delta: "30.00" },
        ])
      }),
    )
  })
})
