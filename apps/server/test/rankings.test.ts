import { assert, describe, layer } from "@effect/vitest"
import { rankingListSize } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { defaultLimits } from "../src/config.ts"
import { demoCharacters } from "../src/seed/characters.ts"
import { demoArchivedSeasons } from "../src/seed/steps/rankingArchives.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

interface Row {
  readonly ChaNum: number
  readonly ChaName: string
  readonly ChaLevel: number
  readonly ChaClass: number
  readonly ChaSchool: number
  readonly ChaPKScore: number
  readonly ChaPKDeath: number
  readonly ChaMMR: number
  readonly ChaMoney: number
  readonly ChaLevelUpDate: string | null
}

type Rankings = Record<"topmmr" | "toppk" | "toplevel" | "topmoney" | "toplevelside", ReadonlyArray<Row>>

const rankings = Effect.gen(function* () {
  const response = yield* (yield* TestServer).send("/api/get-top-rankings-list")
  assert.strictEqual(response.status, 200)
  return response.json() as Rankings
})

const descendingBy = (rows: ReadonlyArray<Row>, key: (row: Row) => number) =>
  rows.every((row, index) => index === 0 || key(rows[index - 1] as Row) >= key(row))

/** Names that must never rank: staff characters and deleted ones (they carry the best numbers). */
const excludedNames = new Set(
  demoCharacters()
    .filter((character) => character.deleted || character.owner.kind === "staff")
    .map((character) => character.name),
)

describe(`rankings on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("answer all five lists, each the top 100 in its own order", () =>
      Effect.gen(function* () {
        const lists = yield* rankings
        assert.hasAllKeys(lists, ["topmmr", "toppk", "toplevel", "topmoney", "toplevelside"])
        for (const rows of Object.values(lists)) assert.lengthOf(rows, rankingListSize)
        assert.isTrue(descendingBy(lists.topmmr, (row) => row.ChaMMR))
        assert.isTrue(descendingBy(lists.toppk, (row) => row.ChaPKScore))
        assert.isTrue(descendingBy(lists.toplevel, (row) => row.ChaLevel))
        assert.isTrue(descendingBy(lists.topmoney, (row) => row.ChaMoney))
        assert.deepStrictEqual(lists.toplevelside, lists.toplevel)
      }),
    )

    it.effect("never rank staff characters or deleted characters, though they have the best numbers", () =>
      Effect.gen(function* () {
        assert.isAtLeast(excludedNames.size, 10)
        const lists = yield* rankings
        for (const rows of Object.values(lists)) {
          assert.deepStrictEqual(
            rows.filter((row) => excludedNames.has(row.ChaName)),
            [],
          )
        }
        const bestEligibleLevel = Math.max(
          ...demoCharacters()
            .filter((character) => !excludedNames.has(character.name))
            .map((character) => character.level),
        )
        assert.strictEqual(lists.toplevel[0]?.ChaLevel, bestEligibleLevel)
      }),
    )

    it.effect("drop a character from every list once it is deleted or its owner becomes staff", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const before = yield* rankings
        const leader = before.topmmr[0]
        const runnerUp = before.topmmr[1]
        assert.isDefined(leader)
        assert.isDefined(runnerUp)
        yield* sql`UPDATE characters SET cha_deleted = true WHERE cha_num = ${leader?.ChaNum ?? 0}`
        yield* sql`
          UPDATE users SET user_type = 11
          WHERE user_num = (SELECT user_num FROM characters WHERE cha_num = ${runnerUp?.ChaNum ?? 0})`
        // Characters change in the game, outside the portal: the boards are read again on the refresh.
        yield* TestClock.adjust(defaultLimits.cacheRefresh)
        const after = yield* rankings
        const gone = new Set([leader?.ChaNum, runnerUp?.ChaNum])
        for (const rows of Object.values(after)) {
          assert.isFalse(rows.some((row) => gone.has(row.ChaNum)))
          assert.lengthOf(rows, rankingListSize)
        }
      }),
    )

    it.effect("give each row the fields the ranking tables show", () =>
      Effect.gen(function* () {
        const [row] = (yield* rankings).toplevel
        assert.hasAllKeys(row, [
          "ChaNum",
          "ChaName",
          "ChaLevel",
          "ChaClass",
          "ChaSchool",
          "ChaPKScore",
          "ChaPKDeath",
          "ChaMMR",
          "ChaMoney",
          "ChaLevelUpDate",
        ])
        assert.include([0, 1, 2], row?.ChaSchool)
      }),
    )

    it.effect("answer the running season by default and by name, and list the seasons", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const seasons = yield* server.send("/api/get-ranking-seasons")
        assert.strictEqual(seasons.status, 200)
        const { current, archives } = seasons.json()
        assert.match(current, /^\d{4}-(0[1-9]|1[0-2])$/)
        assert.isArray(archives)
        const named = yield* server.send(`/api/get-top-rankings-list?season=${current}`)
        assert.strictEqual(named.status, 200)
        assert.deepStrictEqual(named.json(), yield* rankings)
      }),
    )

    it.effect("keep the demo's two finished seasons readable, each ranked and without excluded names", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { archives } = (yield* server.send("/api/get-ranking-seasons")).json()
        assert.lengthOf(archives, demoArchivedSeasons)
        for (const season of archives) {
          const lists = (yield* server.send(`/api/get-top-rankings-list?season=${season}`)).json() as Rankings
          assert.lengthOf(lists.toplevel, rankingListSize)
          assert.isTrue(descendingBy(lists.toplevel, (row) => row.ChaLevel))
          assert.isTrue(descendingBy(lists.topmoney, (row) => row.ChaMoney))
          for (const rows of Object.values(lists))
            assert.isFalse(rows.some((row) => excludedNames.has(row.ChaName)))
        }
      }),
    )

    it.effect("answer a season without an archive with five empty lists", () =>
      Effect.gen(function* () {
        const response = yield* (yield* TestServer).send("/api/get-top-rankings-list?season=2001-01")
        assert.strictEqual(response.status, 200)
        assert.deepStrictEqual(response.json(), {
          topmmr: [],
          toppk: [],
          toplevel: [],
          topmoney: [],
          toplevelside: [],
        })
      }),
    )

    it.effect("refuse a malformed season with a 400 naming it", () =>
      Effect.gen(function* () {
        for (const season of ["2026-13", "2026-5", "May", "2026-00", ""]) {
          const response = yield* (yield* TestServer).send(`/api/get-top-rankings-list?season=${season}`)
          assert.strictEqual(response.status, 400, season)
          assert.deepStrictEqual(Object.keys(response.json().errors), ["query.season"], season)
        }
      }),
    )

    it.effect("compress the answer for clients that accept it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const plain = yield* server.send("/api/get-top-rankings-list")
        const gzip = yield* server.send("/api/get-top-rankings-list", {
          headers: { "accept-encoding": "gzip" },
        })
        const brotli = yield* server.send("/api/get-top-rankings-list", {
          headers: { "accept-encoding": "br, gzip" },
        })
        assert.isUndefined(plain.headers["content-encoding"])
        assert.strictEqual(gzip.headers["content-encoding"], "gzip")
        assert.strictEqual(brotli.headers["content-encoding"], "br")
        assert.isBelow(brotli.raw.length, plain.raw.length / 4)
        assert.deepStrictEqual(brotli.json(), plain.json())
        assert.deepStrictEqual(gzip.json(), plain.json())
      }),
    )
  })
})
