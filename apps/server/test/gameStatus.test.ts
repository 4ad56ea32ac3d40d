import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { GameDatabases } from "../src/gamelink/GameDatabases.ts"
import { GameStatus, type ServerStatus } from "../src/gamelink/GameStatus.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { statusRefresh } from "../src/gamelink/ran/ranStatus.ts"
import { defaultRanLink, GameLinkSettings, type RanLinkSettings } from "../src/gamelink/settings.ts"
import { type Cut, freshGameDatabases, inGame, withCuts } from "./support/gameDatabases.ts"
import { MigratedDatabase } from "./support/layers.ts"

/**
 * The home page's server status on the RAN link, against PostgreSQL databases laid out like the
 * game's: the characters RanGame1 marks online, and down while its database does not answer.
 */

/** Set by a test: while set, RanGame1's statement it names fails as a lost connection. */
let cut: Cut | undefined

const gameDatabases = Layer.unwrap(
  Effect.map(freshGameDatabases, (targets) => {
    const settings = defaultRanLink(targets)
    const connected = Effect.map(Effect.orDie(GameDatabases.connect(settings)), (databases) =>
      GameDatabases.of({
        ...databases,
        game: withCuts(databases.game, (statement) => (cut?.statement === statement ? cut : undefined)),
      }),
    )
    return Layer.effect(GameDatabases, connected).pipe(Layer.provideMerge(GameLinkSettings.make(settings)))
  }),
)

const gameLink = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) => ranGameLink(settings as RanLinkSettings)),
)

const services = gameLink.pipe(Layer.provideMerge(gameDatabases), Layer.provideMerge(MigratedDatabase))

/** Waits (bounded) for the background read a clock change woke to report what is expected. */
const settled = (expected: ServerStatus) =>
  Effect.gen(function* () {
    const status = yield* GameStatus
    for (let attempt = 0; attempt < 100; attempt++) {
      const current = yield* status.current
      if (current?.up === expected.up && current.online === expected.online) return current
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
    return yield* status.current
  })

describe("the game server's status on the RAN link", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("counts the characters the game marks online, and is down while the game does not answer", () =>
      Effect.gen(function* () {
        yield* inGame(
          "game",
          "INSERT INTO dbo.ChaInfo (UserNum, ChaName, ChaOnline) VALUES (?, ?, 1), (?, ?, 1), (?, ?, 0)",
          1,
          "Moonwarden",
          2,
          "Ashfall",
          3,
          "Kestrel",
        )
        const status = yield* GameStatus
        assert.deepStrictEqual(yield* status.current, { up: true, online: 2 })

        // Read again in the background, never while a page waits: a new login shows at the next read.
        yield* inGame("game", "UPDATE dbo.ChaInfo SET ChaOnline = 1 WHERE ChaName = ?", "Kestrel")
        assert.deepStrictEqual(yield* status.current, { up: true, online: 2 })
        yield* TestClock.adjust(statusRefresh)
        assert.deepStrictEqual(yield* settled({ up: true, online: 3 }), { up: true, online: 3 })

        cut = { statement: "onlineCount", when: "before" }
        yield* TestClock.adjust(statusRefresh)
        assert.deepStrictEqual(yield* settled({ up: false, online: 0 }), { up: false, online: 0 })

        cut = undefined
        yield* TestClock.adjust(statusRefresh)
        assert.deepStrictEqual(yield* settled({ up: true, online: 3 }), { up: true, online: 3 })
      }),
    )
  })
})
