import { assert, describe, layer } from "@effect/vitest"
import { rankingListSize } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { defaultLimits } from "../src/config.ts"
import { databaseKind } from "./support/database.ts"
import { api, newPlayer, sessionFor } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

type ListName = "topmmr" | "toppk" | "toplevel" | "topmoney"
const listNames: ReadonlyArray<ListName> = ["topmmr", "toppk", "toplevel", "topmoney"]

interface Placed {
  readonly ChaNum: number
  readonly ChaName: string
  readonly places: Record<ListName, number | null>
}

const myRankings = (token: string, season?: string) =>
  Effect.map(
    api("GET", `/get-my-rankings${season === undefined ? "" : `?season=${season}`}`, { token }),
    (response) => {
      assert.strictEqual(response.status, 200, response.text)
      return (response.json() as { characters: ReadonlyArray<Placed> }).characters
    },
  )

const topLists = (season?: string) =>
  Effect.map(
    api("GET", `/get-top-rankings-list${season === undefined ? "" : `?season=${season}`}`),
    (response) => response.json() as Record<ListName, ReadonlyArray<{ ChaNum: number }>>,
  )

let characters = 0
/** A character of the player's, named apart from every other in the file. */
const addCharacter = (
  userNum: number,
  fields: { level: number; money: number; playedAt: Date; deleted?: boolean },
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    characters += 1
    const name = `Seeker${characters}x${process.pid % 1000}`
    const [row] = yield* sql<{ cha_num: number }>`
      INSERT INTO characters (user_num, cha_name, cha_school, cha_class, cha_level, cha_mmr, cha_pk_score,
        cha_money, cha_level_up_date, cha_deleted)
      VALUES (${userNum}, ${name}, 1, 1, ${fields.level}, ${fields.level * 10}, ${fields.level},
        ${fields.money}, ${fields.playedAt.toISOString()}, ${fields.deleted ?? false})
      RETURNING cha_num`
    return { chaNum: row?.cha_num ?? 0, name }
  }).pipe(Effect.orDie)

/** The moment the demo's latest character played: inside the running season, as the server's clock has it. */
const latestPlay = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ at: Date | string }>`
    SELECT max(cha_level_up_date) AS at FROM characters WHERE NOT cha_deleted`
  return new Date(row?.at ?? 0)
}).pipe(Effect.orDie)

describe(`a player's own places on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("answer each character's place on every list, the same as its row in the top 100", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const now = yield* latestPlay
        const leader = yield* addCharacter(player.userNum, { level: 999, money: 9e12, playedAt: now })
        const trailer = yield* addCharacter(player.userNum, { level: 1, money: 0, playedAt: now })
        const away = yield* addCharacter(player.userNum, {
          level: 500,
          money: 1,
          playedAt: new Date(now.getTime() - 400 * 24 * 3600 * 1000),
        })
        yield* addCharacter(player.userNum, { level: 300, money: 1, playedAt: now, deleted: true })
        // The public lists are kept in memory; their next refresh reads the new characters.
        yield* TestClock.adjust(defaultLimits.cacheRefresh)
        const lists = yield* topLists()
        const mine = yield* myRankings(player.token)

        assert.deepStrictEqual(
          mine.map((character) => character.ChaName),
          [leader.name, away.name, trailer.name],
          "best level first, the deleted character left out",
        )
        const placed = (name: string) => mine.find((character) => character.ChaName === name)
        assert.deepStrictEqual(placed(leader.name)?.places, { topmmr: 1, toppk: 1, toplevel: 1, topmoney: 1 })
        for (const list of listNames) {
          assert.strictEqual(lists[list][0]?.ChaNum, leader.chaNum, list)
          const trailing = placed(trailer.name)?.places[list] ?? 0
          assert.isAbove(trailing, rankingListSize, `${list}: a place past the top 100 is still told`)
          assert.isFalse(lists[list].some((row) => row.ChaNum === trailer.chaNum))
        }
        assert.deepStrictEqual(
          placed(away.name)?.places,
          { topmmr: null, toppk: null, toplevel: null, topmoney: null },
          "a character that has not played this month does not rank",
        )
      }),
    )

    it.effect("answer a demo player's places as their rows stand in the lists", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const lists = yield* topLists()
        const middle = lists.toplevel[40]
        const [owner] = yield* sql<{ user_num: number }>`
          SELECT user_num FROM characters WHERE cha_num = ${middle?.ChaNum ?? 0}`
        const mine = yield* myRankings(yield* sessionFor(owner?.user_num ?? 0))
        const ranked = mine.filter((character) => character.places.toplevel !== null)
        assert.isNotEmpty(ranked)
        for (const character of mine)
          for (const list of listNames) {
            const index = lists[list].findIndex((row) => row.ChaNum === character.ChaNum)
            const place = character.places[list]
            if (index >= 0) assert.strictEqual(place, index + 1, `${character.ChaName} on ${list}`)
            else assert.isTrue(place === null || place > rankingListSize, `${character.ChaName} on ${list}`)
          }
        assert.strictEqual(mine.find((character) => character.ChaNum === middle?.ChaNum)?.places.toplevel, 41)
      }).pipe(Effect.orDie),
    )

    it.effect("answer a past season's places from its archive", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const { archives } = (yield* api("GET", "/get-ranking-seasons")).json() as { archives: string[] }
        const season = archives[0] ?? ""
        const lists = yield* topLists(season)
        const archived = lists.topmoney[7]
        const [owner] = yield* sql<{ user_num: number }>`
          SELECT user_num FROM characters WHERE cha_num = ${archived?.ChaNum ?? 0}`
        const mine = yield* myRankings(yield* sessionFor(owner?.user_num ?? 0), season)
        assert.strictEqual(
          mine.find((character) => character.ChaNum === archived?.ChaNum)?.places.topmoney,
          8,
        )
        for (const character of mine)
          for (const list of listNames) {
            const index = lists[list].findIndex((row) => row.ChaNum === character.ChaNum)
            assert.strictEqual(character.places[list], index >= 0 ? index + 1 : null)
          }
      }).pipe(Effect.orDie),
    )

    it.effect("answer a player with no characters with an empty list", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        assert.deepStrictEqual(yield* myRankings(player.token), [])
      }),
    )

    it.effect("refuse a guest with a 401 and a malformed season with a 400 naming it", () =>
      Effect.gen(function* () {
        const guest = yield* api("GET", "/get-my-rankings")
        assert.strictEqual(guest.status, 401)
        assert.isString(guest.json().message)
        const player = yield* newPlayer()
        for (const season of ["2026-13", "May", ""]) {
          const response = yield* api("GET", `/get-my-rankings?season=${season}`, { token: player.token })
          assert.strictEqual(response.status, 400, season)
          assert.deepStrictEqual(Object.keys(response.json().errors), ["query.season"], season)
        }
      }),
    )
  })
})
