import { assert, describe, layer } from "@effect/vitest"
import { characterServiceMessages, formatDateTime } from "@gatehouse/domain"
import { Effect, Exit, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { accountServices } from "../src/accounts/layer.ts"
import { Sessions } from "../src/accounts/Sessions.ts"
import { CharacterServices } from "../src/gamelink/CharacterServices.ts"
import { type GameDatabase, GameDatabases, type GameRunner } from "../src/gamelink/GameDatabases.ts"
import { GameReconciliation } from "../src/gamelink/GameReconciliation.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { gameLinkMessages } from "../src/gamelink/messages.ts"
import { defaultRanLink, GameLinkSettings, type RanLinkSettings } from "../src/gamelink/settings.ts"
import { RateLimiter } from "../src/security/RateLimiter.ts"
import { type Cut, freshGameDatabases, inGame, linkedPlayer, withCuts } from "./support/gameDatabases.ts"
import { MigratedDatabase } from "./support/layers.ts"

/**
 * Character services on the RAN link, against PostgreSQL databases laid out like the game's (as the
 * game link's tests lay them out). Every row asserted is written out in full before and after, so
 * a service that touched a column it does not name would fail; every value is fixed in advance.
 */

/** Each school's campus on this test server: map and gate. */
const campuses = { 0: { map: 11, gate: 1 }, 1: { map: 12, gate: 2 }, 2: { map: 13, gate: 3 } } as const

/** Set by a test: the game database's next run of the statement it names is cut. */
let cutNext: Cut | undefined
/** Set by a test: what happens in the game just before the next run of the statement it names. */
let beforeNext: { readonly statement: string; readonly first: Effect.Effect<unknown> } | undefined

/** The database with `beforeNext`'s moment: another writer getting in just before a statement. */
const withMoment = (database: GameDatabase): GameDatabase => {
  const wrap = (runner: GameRunner): GameRunner => ({
    run: (statement, values) =>
      Effect.suspend(() => {
        const moment = beforeNext?.statement === statement.name ? beforeNext : undefined
        if (moment === undefined) return runner.run(statement, values)
        beforeNext = undefined
        return Effect.andThen(moment.first, runner.run(statement, values))
      }),
  })
  return {
    ...database,
    ...wrap(database),
    transaction: (work) => database.transaction((runner) => work(wrap(runner))),
  }
}

const gameDatabases = Layer.unwrap(
  Effect.map(freshGameDatabases, (targets) => {
    const settings = { ...defaultRanLink(targets), schoolStarts: campuses }
    const connected = Effect.map(Effect.orDie(GameDatabases.connect(settings)), (databases) =>
      GameDatabases.of({
        ...databases,
        game: withCuts(withMoment(databases.game), (statement) => {
          const cut = cutNext?.statement === statement ? cutNext : undefined
          if (cut !== undefined) cutNext = undefined
          return cut
        }),
      }),
    )
    return Layer.effect(GameDatabases, connected).pipe(Layer.provideMerge(GameLinkSettings.make(settings)))
  }),
)

const gameLink = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) => ranGameLink(settings as RanLinkSettings)),
)

const services = Layer.mergeAll(accountServices(AccountSettings.make(), gameLink), gameLink).pipe(
  Layer.provideMerge(Layer.mergeAll(Sessions.layer, RateLimiter.layer)),
  Layer.provideMerge(gameDatabases),
  Layer.provideMerge(MigratedDatabase),
)

/** Every column of a character as the game keeps it: what a service may and may not change. */
const characterRow = (chaNum: number) =>
  Effect.map(
    inGame(
      "game",
      `SELECT ChaNum, UserNum, GuNum, ChaName, ChaClass, ChaSchool, ChaLevel, ChaReborn, ChaExp, ChaOnline,
        ChaDeleted, ChaPKScore, ChaPKDeath, ChaPower, ChaStrong, ChaStrength, ChaSpirit, ChaDex, ChaIntel,
        ChaStRemain, ChaSkillPoint, ChaStartMap, ChaStartGate, ChaPosX, ChaPosY, ChaPosZ, ChaSaveMap,
        ChaSavePosX, ChaSavePosY, ChaSavePosZ, ChaReturnMap, ChaReturnPosX, ChaReturnPosY, ChaReturnPosZ
      FROM dbo.ChaInfo WHERE ChaNum = ?`,
      chaNum,
    ),
    (rows) => rows[0] as Record<string, unknown>,
  )

/**
 * A character of the player's game account, with fixed stats, a position away from its campus, and
 * save and return points; returns its ChaNum and its full row as the game holds it.
 */
const character = (
  userId: string,
  name: string,
  fields: { school?: number; club?: number; online?: number } = {},
) =>
  Effect.gen(function* () {
    const [account] = yield* inGame("user", "SELECT UserNum FROM dbo.UserInfo WHERE UserID = ?", userId)
    const [row] = yield* inGame(
      "game",
      `INSERT INTO dbo.ChaInfo (UserNum, ChaName, ChaClass, ChaSchool, ChaLevel, GuNum, ChaOnline, ChaExp,
         ChaPower, ChaStrong, ChaStrength, ChaSpirit, ChaDex, ChaIntel, ChaStRemain, ChaSkillPoint,
         ChaStartMap, ChaStartGate, ChaPosX, ChaPosY, ChaPosZ, ChaSaveMap, ChaSavePosX, ChaSavePosY, ChaSavePosZ,
         ChaReturnMap, ChaReturnPosX, ChaReturnPosY, ChaReturnPosZ)
       VALUES (?, ?, 2, ?, 120, ?, ?, 5000, 10, 20, 30, 5, 7, 8, 3, 40, 77, 4, 120.5, 3.25, -60.75, 78, 1.5, 2.5, 3.5,
               79, 4.5, 5.5, 6.5)
       RETURNING ChaNum`,
      (account as { usernum: number }).usernum,
      name,
      fields.school ?? 0,
      fields.club ?? 0,
      fields.online ?? 0,
    )
    const chaNum = Number((row as { chanum: number }).chanum)
    return { chaNum, before: yield* characterRow(chaNum) }
  })

/** Switches a service on at a price and cooldown, as an administrator would on the console. */
const offer = (service: string, currency: "free" | "rcoin" | "milleage", price: number, cooldownHours = 24) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.orDie(sql`UPDATE character_services SET enabled = true, currency = ${currency}, price = ${price},
      cooldown_hours = ${cooldownHours} WHERE service = ${service}`),
  )

/** The game's balances of an account, the portal's mirror of them, and what the ledger adds up to. */
const books = (userId: string, userNum: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [game] = yield* inGame(
      "user",
      "SELECT UserPoint, UserPoint2 FROM dbo.UserInfo WHERE UserID = ?",
      userId,
    )
    const [mirror] = yield* Effect.orDie(
      sql<{
        r_coin: string
        milleage: string
      }>`SELECT r_coin::text, milleage::text FROM users WHERE user_num = ${userNum}`,
    )
    const ledger = yield* Effect.orDie(
      sql<{ currency: string; total: string }>`SELECT currency, sum(delta)::text AS total FROM balance_ledger
        WHERE user_num = ${userNum} GROUP BY currency`,
    )
    const sumOf = (currency: string) => Number(ledger.find((row) => row.currency === currency)?.total ?? 0)
    const row = game as { userpoint: number; userpoint2: number }
    return {
      game: { rcoin: row.userpoint, milleage: row.userpoint2 },
      mirror: { rcoin: Number(mirror?.r_coin), milleage: Number(mirror?.milleage) },
      ledger: { rcoin: sumOf("rcoin"), milleage: sumOf("milleage") },
    }
  })

/** The game shows these balances, and the portal's mirror and ledger agree with it. */
const booksAgree = (userId: string, userNum: number, balances: { rcoin: number; milleage: number }) =>
  Effect.map(books(userId, userNum), (found) =>
    assert.deepStrictEqual(found, { game: balances, mirror: balances, ledger: balances }),
  )

/** The account's ledger rows of character services, oldest first. */
const serviceLedger = (userNum: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.orDie(sql<{ currency: string; delta: string; reason: string }>`
      SELECT currency, delta::text AS delta, reason FROM balance_ledger
      WHERE user_num = ${userNum} AND service_use_id IS NOT NULL ORDER BY id`),
  )

const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => {
    if (Exit.isSuccess(exit)) return assert.fail("expected a refusal")
    const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")
    return (error as { error: { _tag: string; message: string } } | undefined)?.error
  })

const use = (
  userNum: number,
  request: Parameters<CharacterServices["Service"]["use"]>[0]["request"],
  key?: string,
) => Effect.flatMap(Effect.service(CharacterServices), (services) => services.use({ userNum, key, request }))

describe("character services on the RAN link", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("reset stats puts the six stats into unspent points, charges once, and the books agree", () =>
      Effect.gen(function* () {
        yield* offer("resetStats", "rcoin", 5)
        const { userId, userNum } = yield* linkedPlayer("reset", 100)
        const { chaNum, before } = yield* character(userId, "Resetter")

        const answer = yield* use(userNum, { service: "resetStats", chaNum })
        assert.strictEqual(answer.message, characterServiceMessages.done.resetStats)
        assert.deepStrictEqual(answer.character?.stats, {
          power: 0,
          vitality: 0,
          stamina: 0,
          spirit: 0,
          dexterity: 0,
          intelligence: 0,
          unspent: 83,
        })
        assert.strictEqual(answer.userPoints, 95)
        assert.deepStrictEqual(yield* characterRow(chaNum), {
          ...before,
          chapower: 0,
          chastrong: 0,
          chastrength: 0,
          chaspirit: 0,
          chadex: 0,
          chaintel: 0,
          chastremain: 83,
        })
        assert.deepStrictEqual(yield* serviceLedger(userNum), [
          { currency: "rcoin", delta: "-5.00", reason: "service" },
        ])
        yield* booksAgree(userId, userNum, { rcoin: 95, milleage: 0 })

        const view = yield* Effect.flatMap(Effect.service(CharacterServices), (services) =>
          services.view(userNum),
        )
        assert.deepStrictEqual(
          view.recent.map((entry) => [
            entry.service,
            entry.characterName,
            entry.detail,
            entry.price,
            entry.state,
          ]),
          [["resetStats", "Resetter", "80 stat points returned", 5, "done"]],
        )
      }),
    )

    it.effect("change school moves the character to the new school's campus, paid in Milleage", () =>
      Effect.gen(function* () {
        yield* offer("changeSchool", "milleage", 10)
        const { userId, userNum } = yield* linkedPlayer("school", 0)
        yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint2 = 50 WHERE UserID = ?", userId)
        const { chaNum, before } = yield* character(userId, "Mover")

        const answer = yield* use(userNum, { service: "changeSchool", chaNum, school: 2 })
        assert.strictEqual(answer.message, characterServiceMessages.done.changeSchool)
        assert.strictEqual(answer.userPoints2, 40)
        assert.deepStrictEqual(yield* characterRow(chaNum), {
          ...before,
          chaschool: 2,
          chastartmap: 13,
          chastartgate: 3,
          chaposx: 0,
          chaposy: 0,
          chaposz: 0,
          chasavemap: -1,
          chareturnmap: -1,
        })
        yield* booksAgree(userId, userNum, { rcoin: 0, milleage: 40 })
      }),
    )

    it.effect(
      "change school refuses a character in a club and the school it is in, with nothing charged",
      () =>
        Effect.gen(function* () {
          yield* offer("changeSchool", "rcoin", 10)
          const { userId, userNum } = yield* linkedPlayer("club", 100)
          const inClub = yield* character(userId, "Clubber", { club: 7 })
          const sameSchool = yield* character(userId, "Stayer", { school: 1 })

          const clubbed = yield* failureOf(
            use(userNum, { service: "changeSchool", chaNum: inClub.chaNum, school: 1 }),
          )
          assert.strictEqual(clubbed?.message, characterServiceMessages.inClub)
          const same = yield* failureOf(
            use(userNum, { service: "changeSchool", chaNum: sameSchool.chaNum, school: 1 }),
          )
          assert.strictEqual(same?.message, characterServiceMessages.sameSchool)
          assert.deepStrictEqual(yield* characterRow(inClub.chaNum), inClub.before)
          assert.deepStrictEqual(yield* serviceLedger(userNum), [])
          assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 100)
        }),
    )

    it.effect("unstuck, free, brings the character to its campus and charges nothing", () =>
      Effect.gen(function* () {
        yield* offer("unstuck", "free", 0)
        const { userId, userNum } = yield* linkedPlayer("stuck", 30)
        const { chaNum, before } = yield* character(userId, "Lost", { school: 1 })

        const answer = yield* use(userNum, { service: "unstuck", chaNum })
        assert.strictEqual(answer.message, characterServiceMessages.done.unstuck)
        assert.deepStrictEqual(yield* characterRow(chaNum), {
          ...before,
          chastartmap: 12,
          chastartgate: 2,
          chaposx: 0,
          chaposy: 0,
          chaposz: 0,
          chasavemap: -1,
          chareturnmap: -1,
        })
        assert.deepStrictEqual(yield* serviceLedger(userNum), [])
        assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 30)
      }),
    )

    it.effect(
      "rename takes a free name; a taken one (any case) or one the game cannot hold changes nothing",
      () =>
        Effect.gen(function* () {
          yield* offer("rename", "rcoin", 20)
          const other = yield* linkedPlayer("namer", 0)
          yield* character(other.userId, "Taken")
          const { userId, userNum } = yield* linkedPlayer("rename", 50)
          const { chaNum, before } = yield* character(userId, "OldName")

          const taken = yield* failureOf(use(userNum, { service: "rename", chaNum, name: "tAkEn" }))
          assert.strictEqual(taken?.message, characterServiceMessages.nameTaken)
          const badName = yield* failureOf(use(userNum, { service: "rename", chaNum, name: "No Spaces!" }))
          assert.strictEqual(badName?._tag, "InputRefused")
          assert.deepStrictEqual(yield* characterRow(chaNum), before)
          assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 50)

          const answer = yield* use(userNum, { service: "rename", chaNum, name: "NewName" })
          assert.strictEqual(answer.character?.name, "NewName")
          assert.deepStrictEqual(yield* characterRow(chaNum), { ...before, chaname: "NewName" })
          assert.deepStrictEqual(yield* books(userId, userNum), {
            game: { rcoin: 30, milleage: 0 },
            mirror: { rcoin: 30, milleage: 0 },
            ledger: { rcoin: 30, milleage: 0 },
          })
        }),
    )

    it.effect("account fix clears a stuck login only while no character is online", () =>
      Effect.gen(function* () {
        yield* offer("accountFix", "rcoin", 1)
        const { userId, userNum } = yield* linkedPlayer("fix", 10)
        const notStuck = yield* failureOf(use(userNum, { service: "accountFix" }))
        assert.strictEqual(notStuck?.message, characterServiceMessages.notStuck)

        yield* inGame("user", "UPDATE dbo.UserInfo SET UserLoginState = 1 WHERE UserID = ?", userId)
        const playing = yield* character(userId, "Playing", { online: 1 })
        const online = yield* failureOf(use(userNum, { service: "accountFix" }))
        assert.strictEqual(online?.message, characterServiceMessages.accountOnline)
        assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 10)

        yield* inGame("game", "UPDATE dbo.ChaInfo SET ChaOnline = 0 WHERE ChaNum = ?", playing.chaNum)
        const answer = yield* use(userNum, { service: "accountFix" })
        assert.strictEqual(answer.message, characterServiceMessages.done.accountFix)
        assert.strictEqual(answer.character, null)
        const [account] = yield* inGame(
          "user",
          "SELECT UserLoginState FROM dbo.UserInfo WHERE UserID = ?",
          userId,
        )
        assert.deepStrictEqual(account, { userloginstate: 0 })
        yield* booksAgree(userId, userNum, { rcoin: 9, milleage: 0 })
      }),
    )

    it.effect("an online character is refused every service with the reason, and nothing is charged", () =>
      Effect.gen(function* () {
        for (const service of ["resetStats", "changeSchool", "unstuck", "rename"])
          yield* offer(service, "rcoin", 3)
        const { userId, userNum } = yield* linkedPlayer("online", 40)
        const { chaNum, before } = yield* character(userId, "InGame", { online: 1 })

        for (const request of [
          { service: "resetStats", chaNum },
          { service: "changeSchool", chaNum, school: 1 },
          { service: "unstuck", chaNum },
          { service: "rename", chaNum, name: "Elsewhere" },
        ] as const) {
          const refused = yield* failureOf(use(userNum, request))
          assert.strictEqual(refused?.message, characterServiceMessages.online, request.service)
        }
        assert.deepStrictEqual(yield* characterRow(chaNum), before)
        assert.deepStrictEqual(yield* serviceLedger(userNum), [])
        // Nothing was charged, so the portal never even looked at the game's balance since registration.
        assert.deepStrictEqual(yield* books(userId, userNum), {
          game: { rcoin: 40, milleage: 0 },
          mirror: { rcoin: 0, milleage: 0 },
          ledger: { rcoin: 0, milleage: 0 },
        })
      }),
    )

    it.effect("a character that comes online between the charge and the change is refunded once", () =>
      Effect.gen(function* () {
        yield* offer("resetStats", "rcoin", 5, 0)
        const { userId, userNum } = yield* linkedPlayer("race", 100)
        const { chaNum, before } = yield* character(userId, "Racer")
        // The game logs the character in after the portal's check, just before the change reaches it.
        const databases = yield* GameDatabases
        beforeNext = {
          statement: "resetStats",
          first: inGame("game", "UPDATE dbo.ChaInfo SET ChaOnline = 1 WHERE ChaNum = ?", chaNum).pipe(
            Effect.provideService(GameDatabases, databases),
          ),
        }
        const refused = yield* failureOf(use(userNum, { service: "resetStats", chaNum }))
        assert.strictEqual(
          refused?.message,
          characterServiceMessages.refunded(characterServiceMessages.online),
        )
        assert.deepStrictEqual(yield* characterRow(chaNum), { ...before, chaonline: 1 })
        assert.deepStrictEqual(yield* serviceLedger(userNum), [
          { currency: "rcoin", delta: "-5.00", reason: "service" },
          { currency: "rcoin", delta: "5.00", reason: "refund" },
        ])
        // The upkeep round finds nothing more to do: the refund was made once.
        yield* Effect.flatMap(Effect.service(GameReconciliation), (link) => link.recover)
        assert.strictEqual((yield* serviceLedger(userNum)).length, 2)
        yield* booksAgree(userId, userNum, { rcoin: 100, milleage: 0 })
        const view = yield* Effect.flatMap(Effect.service(CharacterServices), (services) =>
          services.view(userNum),
        )
        assert.deepStrictEqual(
          view.recent.map((entry) => [entry.service, entry.state, entry.reason]),
          [["resetStats", "refunded", characterServiceMessages.online]],
        )
      }),
    )

    it.effect(
      "a game that stops answering after the charge: the upkeep round refunds once when the change is refused",
      () =>
        Effect.gen(function* () {
          yield* offer("unstuck", "rcoin", 4, 0)
          const { userId, userNum } = yield* linkedPlayer("outage", 20)
          const { chaNum, before } = yield* character(userId, "Waiting")
          cutNext = { statement: "unstuck", when: "before" }
          const unreachable = yield* failureOf(use(userNum, { service: "unstuck", chaNum }))
          assert.strictEqual(unreachable?.message, gameLinkMessages.unavailable)
          assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 16)

          // Meanwhile the player logs in: the change can no longer be made, so the price goes back, once.
          yield* inGame("game", "UPDATE dbo.ChaInfo SET ChaOnline = 1 WHERE ChaNum = ?", chaNum)
          const link = yield* GameReconciliation
          yield* link.recover
          yield* link.recover
          assert.deepStrictEqual(yield* characterRow(chaNum), { ...before, chaonline: 1 })
          assert.deepStrictEqual(yield* serviceLedger(userNum), [
            { currency: "rcoin", delta: "-4.00", reason: "service" },
            { currency: "rcoin", delta: "4.00", reason: "refund" },
          ])
          assert.deepStrictEqual(yield* books(userId, userNum), {
            game: { rcoin: 20, milleage: 0 },
            mirror: { rcoin: 20, milleage: 0 },
            ledger: { rcoin: 20, milleage: 0 },
          })
        }),
    )

    it.effect("a change the game made but whose answer was lost is recorded as done, not refunded", () =>
      Effect.gen(function* () {
        yield* offer("resetStats", "rcoin", 5, 0)
        const { userId, userNum } = yield* linkedPlayer("lost", 10)
        const { chaNum } = yield* character(userId, "Unsure")
        cutNext = { statement: "resetStats", when: "after" }
        yield* failureOf(use(userNum, { service: "resetStats", chaNum }))
        yield* Effect.flatMap(Effect.service(GameReconciliation), (link) => link.recover)

        const after = yield* characterRow(chaNum)
        assert.strictEqual(after.chastremain, 83)
        assert.deepStrictEqual(yield* serviceLedger(userNum), [
          { currency: "rcoin", delta: "-5.00", reason: "service" },
        ])
        yield* booksAgree(userId, userNum, { rcoin: 5, milleage: 0 })
      }),
    )

    it.effect("a cooldown refuses a second use until it ends", () =>
      Effect.gen(function* () {
        yield* offer("unstuck", "rcoin", 2, 24)
        const { userId, userNum } = yield* linkedPlayer("cool", 10)
        const { chaNum } = yield* character(userId, "Cooling")
        yield* use(userNum, { service: "unstuck", chaNum })
        const usedAt = yield* Effect.clockWith((clock) => clock.currentTimeMillis)

        const again = yield* failureOf(use(userNum, { service: "unstuck", chaNum }))
        assert.strictEqual(
          again?.message,
          characterServiceMessages.cooldown(formatDateTime(new Date(usedAt + 24 * 3_600_000).toISOString())),
        )
        assert.strictEqual((yield* books(userId, userNum)).game.rcoin, 8)

        yield* TestClock.adjust("24 hours")
        yield* use(userNum, { service: "unstuck", chaNum })
        yield* booksAgree(userId, userNum, { rcoin: 6, milleage: 0 })
      }),
    )

    it.effect("ten requests at once to reset one character: one is done and charged, once", () =>
      Effect.gen(function* () {
        yield* offer("resetStats", "rcoin", 5, 24)
        const { userId, userNum } = yield* linkedPlayer("burst", 100)
        const { chaNum } = yield* character(userId, "Burst")
        const outcomes = yield* Effect.all(
          Array.from({ length: 10 }, () => Effect.exit(use(userNum, { service: "resetStats", chaNum }))),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(outcomes.filter(Exit.isSuccess).length, 1)
        assert.deepStrictEqual(yield* serviceLedger(userNum), [
          { currency: "rcoin", delta: "-5.00", reason: "service" },
        ])
        yield* booksAgree(userId, userNum, { rcoin: 95, milleage: 0 })
      }),
    )

    it.effect(
      "a service switched off is refused, and the page shows each character as the game holds it",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* Effect.orDie(sql`UPDATE character_services SET enabled = false WHERE service = 'rename'`)
          const { userId, userNum } = yield* linkedPlayer("page", 0)
          const { chaNum } = yield* character(userId, "Shown", { club: 3 })
          const off = yield* failureOf(use(userNum, { service: "rename", chaNum, name: "Another" }))
          assert.strictEqual(off?.message, characterServiceMessages.off)

          const view = yield* Effect.flatMap(Effect.service(CharacterServices), (services) =>
            services.view(userNum),
          )
          assert.strictEqual(view.gameLinked, true)
          assert.strictEqual(view.loginStuck, false)
          assert.deepStrictEqual(view.characters, [
            {
              chaNum,
              name: "Shown",
              classCode: 2,
              school: 0,
              level: 120,
              online: false,
              inClub: true,
              stats: {
                power: 10,
                vitality: 20,
                stamina: 30,
                spirit: 5,
                dexterity: 7,
                intelligence: 8,
                unspent: 3,
              },
              cooldownUntil: {},
            },
          ])
          assert.isTrue(
            Option.isSome(Option.fromNullishOr(view.services.find((each) => each.service === "rename"))),
          )
        }),
    )
  })
})
