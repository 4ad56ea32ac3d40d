import { assert, describe, layer } from "@effect/vitest"
import {
  allRankings,
  GameTimeZone,
  parseServerDate,
  type RankingRow,
  rankRows,
  seasonNamed,
} from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { Rankings } from "../src/rankings/Rankings.ts"
import { SeasonClosing } from "../src/rankings/SeasonClosing.ts"
import { databaseKind } from "./support/database.ts"
import { MigratedDatabase } from "./support/layers.ts"

/** The instant a wall clock in `timeZone` reads `wallClock` ("2030-06-01T00:00:00"). */
const wallClockIn = (timeZone: string) => (wallClock: string) =>
  new Date(parseServerDate(wallClock, timeZone) ?? Number.NaN)

const manila = wallClockIn("Asia/Manila")
const berlin = wallClockIn("Europe/Berlin")

let accounts = 0
const account = (userType: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    accounts += 1
    const [row] = yield* sql<{ user_num: number }>`
      INSERT INTO users (user_id, email, password_hash, user_type)
      VALUES (${`season${accounts}`}, ${`season${accounts}@example.com`}, 'x', ${userType})
      RETURNING user_num`
    return row?.user_num ?? 0
  })

interface CharacterSpec {
  readonly name: string
  readonly levelUpAt: Date
  readonly level?: number
  readonly school?: number
  readonly classCode?: number
  readonly deleted?: boolean
  readonly owner?: number
}

const character = (spec: CharacterSpec) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const owner = spec.owner ?? (yield* account(1))
    yield* sql`INSERT INTO characters ${sql.insert({
      user_num: owner,
      cha_name: spec.name,
      cha_school: spec.school ?? 0,
      cha_class: spec.classCode ?? 1,
      cha_level: spec.level ?? 100,
      cha_mmr: (spec.level ?? 100) * 10,
      cha_money: (spec.level ?? 100) * 1000,
      cha_level_up_date: spec.levelUpAt.toISOString(),
      cha_deleted: spec.deleted ?? false,
    })}`
  })

const names = (rows: ReadonlyArray<RankingRow>) => rows.map((row) => row.ChaName)

const boardsOf = (response: {
  readonly topmmr: ReadonlyArray<RankingRow>
  readonly toppk: ReadonlyArray<RankingRow>
  readonly toplevel: ReadonlyArray<RankingRow>
  readonly topmoney: ReadonlyArray<RankingRow>
  readonly toplevelside: ReadonlyArray<RankingRow>
}) => [response.topmmr, response.toppk, response.toplevel, response.topmoney, response.toplevelside]

/** Lets the background season closer finish what a clock change woke it up to do (bounded wait). */
const settle = (check: Effect.Effect<boolean>) =>
  Effect.gen(function* () {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (yield* check) return true
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
    return false
  })

/** A test clock for one test: what the rankings read as now, and what wakes the season closer. */
const withTestClock = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.provide(effect, TestClock.layer())

describe(`ranking seasons on ${databaseKind}`, () => {
  // The database's own timers keep the real clock (a test clock jumping years ahead would replay
  // every one of their ticks); each test sets its own test clock, in a year of its own.
  layer(Rankings.layer.pipe(Layer.provideMerge(MigratedDatabase)), { excludeTestServices: true })((it) => {
    it.effect(
      "a season starts at Manila midnight on the 1st: the last millisecond before it is the old season",
      () =>
        Effect.gen(function* () {
          const rankings = yield* Rankings
          yield* character({
            name: "LastOfMay",
            levelUpAt: new Date(manila("2030-06-01T00:00:00").getTime() - 1),
          })
          yield* character({ name: "FirstOfJune", levelUpAt: manila("2030-06-01T00:00:00") })
          // 23:59 on May 31 in UTC is already June 1 in Manila.
          yield* character({ name: "UtcMay31", levelUpAt: new Date("2030-05-31T23:59:00Z") })

          yield* TestClock.setTime(manila("2030-06-10T12:00:00").getTime())
          const june = yield* rankings.top()
          assert.deepStrictEqual(names(june.toplevel).sort(), ["FirstOfJune", "UtcMay31"])

          yield* rankings.closeSeason(seasonNamed("2030-05"))
          const may = yield* rankings.top("2030-05")
          for (const board of boardsOf(may)) assert.deepStrictEqual(names(board), ["LastOfMay"])
          assert.deepStrictEqual(names((yield* rankings.top("2030-06")).toplevel).sort(), [
            "FirstOfJune",
            "UtcMay31",
          ])
        }).pipe(withTestClock),
    )

    it.effect("a finished season is archived once at the turn of the month and stays readable", () =>
      Effect.gen(function* () {
        const rankings = yield* Rankings
        yield* TestClock.setTime(manila("2031-03-20T08:00:00").getTime())
        for (const [name, level] of [
          ["Ash", 150],
          ["Birch", 180],
          ["Cedar", 120],
        ] as const) {
          yield* character({ name, level, levelUpAt: manila(`2031-03-0${level / 30}T10:00:00`) })
        }
        assert.deepStrictEqual(names((yield* rankings.top()).toplevel), ["Birch", "Ash", "Cedar"])

        // The server's closer is running; at midnight in Manila on April 1 it closes March by itself.
        yield* Effect.gen(function* () {
          yield* Layer.build(SeasonClosing)
          yield* TestClock.setTime(manila("2031-04-01T00:00:00").getTime())
          assert.isTrue(yield* settle(Effect.map(rankings.seasons, (s) => s.archives.includes("2031-03"))))
        }).pipe(Effect.scoped)
        assert.deepStrictEqual((yield* rankings.seasons).current, "2031-04")

        // April starts empty; March keeps its order even after the characters change.
        assert.deepStrictEqual((yield* rankings.top()).toplevel, [])
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE characters SET cha_level = 1 WHERE cha_name = 'Birch'`
        const march = yield* rankings.top("2031-03")
        assert.deepStrictEqual(names(march.toplevel), ["Birch", "Ash", "Cedar"])
        assert.strictEqual(march.toplevel[0]?.ChaLevel, 180)
        assert.deepStrictEqual(march.toplevelside, march.toplevel)

        // Closing again writes nothing and changes nothing.
        assert.isFalse(yield* rankings.closeSeason(seasonNamed("2031-03")))
        assert.deepStrictEqual(yield* rankings.top("2031-03"), march)
      }).pipe(withTestClock),
    )

    it.effect("staff characters and deleted characters rank in no season, live or archived", () =>
      Effect.gen(function* () {
        const rankings = yield* Rankings
        yield* TestClock.setTime(manila("2032-08-15T00:00:00").getTime())
        const staff = yield* account(11)
        const at = manila("2032-08-02T09:00:00")
        yield* character({ name: "Player", level: 90, levelUpAt: at })
        yield* character({ name: "GameMaster", level: 300, levelUpAt: at, owner: staff })
        yield* character({ name: "Deleted", level: 299, levelUpAt: at, deleted: true })
        yield* character({ name: "Former", level: 298, levelUpAt: at, owner: yield* account(0) })

        // Only the two players rank (user type 0 and 1), on every board.
        for (const board of boardsOf(yield* rankings.top()))
          assert.deepStrictEqual(names(board).sort(), ["Former", "Player"])
        yield* rankings.closeSeason(seasonNamed("2032-08"))
        for (const board of boardsOf(yield* rankings.top("2032-08")))
          assert.deepStrictEqual(names(board).sort(), ["Former", "Player"])
      }).pipe(withTestClock),
    )

    it.effect(
      "a season nobody played in, or one still to come, answers empty lists and is not archived",
      () =>
        Effect.gen(function* () {
          const rankings = yield* Rankings
          yield* TestClock.setTime(manila("2033-02-10T00:00:00").getTime())
          assert.isFalse(yield* rankings.closeSeason(seasonNamed("2033-01")))
          for (const season of ["2033-01", "2040-12", "2001-01"]) {
            for (const board of boardsOf(yield* rankings.top(season))) assert.deepStrictEqual(board, [])
          }
          assert.notInclude((yield* rankings.seasons).archives, "2033-01")
        }).pipe(withTestClock),
    )

    it.effect("each board has its own order, and the portal's filters renumber what the server sends", () =>
      Effect.gen(function* () {
        const rankings = yield* Rankings
        yield* TestClock.setTime(manila("2034-05-20T00:00:00").getTime())
        const sql = yield* SqlClient.SqlClient
        const early = manila("2034-05-02T00:00:00")
        const late = manila("2034-05-03T00:00:00")
        yield* character({ name: "Sage", level: 200, school: 1, classCode: 8, levelUpAt: late })
        yield* character({ name: "Scout", level: 200, school: 2, classCode: 4, levelUpAt: early })
        yield* character({ name: "Squire", level: 150, school: 1, classCode: 2, levelUpAt: early })
        yield* sql`UPDATE characters SET cha_pk_score = 40, cha_pk_death = 9 WHERE cha_name = 'Squire'`
        yield* sql`UPDATE characters SET cha_pk_score = 40, cha_pk_death = 2 WHERE cha_name = 'Sage'`
        yield* sql`UPDATE characters SET cha_money = 5000000 WHERE cha_name = 'Squire'`

        const season = yield* rankings.top()
        // Equal levels: whoever got there first ranks higher.
        assert.deepStrictEqual(names(season.toplevel), ["Scout", "Sage", "Squire"])
        // Equal kills: fewer deaths ranks higher.
        assert.deepStrictEqual(names(season.toppk), ["Sage", "Squire", "Scout"])
        assert.deepStrictEqual(names(season.topmoney), ["Squire", "Scout", "Sage"])

        const mysticPeak = rankRows(season.toplevel, { ...allRankings, school: 1 })
        assert.deepStrictEqual(
          mysticPeak.map(({ rank, row }) => `${rank} ${row.ChaName}`),
          ["1 Sage", "2 Squire"],
        )
      }).pipe(withTestClock),
    )
  })
})

describe(`ranking seasons in another game's time zone, on ${databaseKind}`, () => {
  // A server whose GAME_TIME_ZONE is Europe/Berlin turns its seasons at Berlin's midnight.
  const inBerlin = Layer.succeed(GameTimeZone, "Europe/Berlin")
  layer(Rankings.layer.pipe(Layer.provide(inBerlin), Layer.provideMerge(MigratedDatabase)), {
    excludeTestServices: true,
  })((it) => {
    it.effect("a season starts at Berlin's midnight on the 1st, summer time included", () =>
      Effect.gen(function* () {
        const rankings = yield* Rankings
        // 04:00 on June 1 in Manila, still 22:00 on May 31 in Berlin (summer time, UTC+2).
        yield* character({ name: "BerlinMay31", levelUpAt: new Date("2035-05-31T20:00:00Z") })
        yield* character({ name: "BerlinJune1", levelUpAt: berlin("2035-06-01T00:00:00") })
        yield* TestClock.setTime(berlin("2035-06-10T12:00:00").getTime())
        assert.deepStrictEqual(names((yield* rankings.top()).toplevel), ["BerlinJune1"])
        assert.strictEqual((yield* rankings.seasons).current, "2035-06")

        yield* rankings.closeSeason(seasonNamed("2035-05", "Europe/Berlin"))
        assert.deepStrictEqual(names((yield* rankings.top("2035-05")).toplevel), ["BerlinMay31"])
      }).pipe(withTestClock),
    )

    it.effect("the running season is still the old month at 23:59 in Berlin", () =>
      Effect.gen(function* () {
        const rankings = yield* Rankings
        // 06:59 on January 1 in Manila is 23:59 on December 31 in Berlin (winter time, UTC+1).
        yield* TestClock.setTime(berlin("2036-12-31T23:59:00").getTime())
        assert.strictEqual((yield* rankings.seasons).current, "2036-12")
        yield* TestClock.setTime(berlin("2037-01-01T00:00:00").getTime())
        assert.strictEqual((yield* rankings.seasons).current, "2037-01")
      }).pipe(withTestClock),
    )
  })
})
