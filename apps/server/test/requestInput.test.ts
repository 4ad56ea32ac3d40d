import { assert, layer } from "@effect/vitest"
import { nulCharacterMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { demoCoupons } from "../src/seed/coupons.ts"
import { api, balancesOf, countWhere, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

/**
 * Numbers in paths and queries are plain decimal digits (docs/api.md). JavaScript's `Number` also
 * reads `0x1`, ` 1`, `1e0` and `1.0` as 1; each of those is refused before anything happens, so an
 * item, a page or a player answers to exactly one spelling.
 */
const otherSpellingsOfOne = ["0x1", "%201", "1%20", "1e0", "1.0", "+1", "0b1", ""]

layer(testServer())("numbers and text in requests", (it) => {
  it.effect("a buy whose item number is not written in digits is a 400 and takes nothing", () =>
    Effect.gen(function* () {
      const player = yield* newPlayer({ rcoin: "1000", milleage: "1000" })
      const before = yield* balancesOf(player.userNum)
      for (const spelling of otherSpellingsOfOne) {
        const response = yield* api("POST", `/buyitem?productnum=${spelling}`, { token: player.token })
        assert.strictEqual(response.status, 400, `productnum=${spelling}`)
        assert.strictEqual(response.json()._tag, "InvalidRequest")
        assert.property(response.json().errors, "query.productnum")
      }
      assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      assert.strictEqual(yield* countWhere("purchases", player.userNum), 0)
    }),
  )

  it.effect("public reads refuse other spellings of a page or a news id the same way", () =>
    Effect.gen(function* () {
      for (const spelling of otherSpellingsOfOne.filter((text) => text !== "")) {
        const page = yield* api("GET", `/itemshop?page=${spelling}`)
        assert.strictEqual(page.status, 400, `page=${spelling}`)
        const news = yield* api("GET", `/getspecificnews/${spelling}`)
        assert.strictEqual(news.status, 400, `getspecificnews/${spelling}`)
      }
      assert.strictEqual((yield* api("GET", "/itemshop?page=1")).status, 200)
      assert.strictEqual((yield* api("GET", "/getspecificnews/1")).status, 200)
    }),
  )

  it.effect(
    "a code or referral code with a NUL character is a 400 naming the field, and redeems nothing",
    () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const before = yield* balancesOf(player.userNum)
        const code = demoCoupons[0]?.code ?? ""
        const attempts = [
          { CouponCode: `${code}\u0000`, field: "payload.CouponCode" },
          { CouponCode: code, ReferralCode: "STREAM\u0000ER", field: "payload.ReferralCode" },
        ]
        for (const { field, ...body } of attempts) {
          const response = yield* api("POST", "/processCoupon", { token: player.token, body })
          assert.strictEqual(response.status, 400, field)
          assert.deepStrictEqual(response.json().errors[field], [nulCharacterMessage])
        }
        assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      }),
  )
})
