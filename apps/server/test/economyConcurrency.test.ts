import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { purchaseMessages } from "../src/cart/Purchases.ts"
import { couponMessages } from "../src/coupons/Coupons.ts"
import { statusCounts, together } from "./support/concurrency.ts"
import { databaseKind } from "./support/database.ts"
import { api, balancesOf, countWhere, ledgerMismatches, newPlayer, newShopItem } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

describe(`money under concurrency, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("50 players redeeming one code at once: exactly one gets it", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const code = "RACE-ONE-CODE"
        yield* sql`INSERT INTO coupons (code, rcoin_value, milleage_value) VALUES (${code}, '75.50', '10.00')`
        const players = yield* Effect.all(Array.from({ length: 50 }, () => newPlayer()))
        const responses = yield* together(
          players.map((player) =>
            api("POST", "/processCoupon", { token: player.token, body: { CouponCode: code } }),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          200: 1,
          409: 49,
        })
        for (const response of responses.filter((candidate) => candidate.status === 409)) {
          assert.deepStrictEqual(response.json(), { _tag: "Conflict", message: couponMessages.used })
        }
        const winnerIndex = responses.findIndex((response) => response.status === 200)
        const winner = players[winnerIndex]
        assert.isDefined(winner)
        assert.deepInclude(responses[winnerIndex]?.json(), { status: 1, userPoints: 75.5, userPoints2: 10 })
        const [coupon] = yield* sql<{
          redeemed_by: number
        }>`SELECT redeemed_by FROM coupons WHERE code = ${code}`
        assert.strictEqual(coupon?.redeemed_by, winner?.userNum)
        const [credited] = yield* sql<{ count: number }>`
          SELECT count(*)::int AS count FROM balance_ledger WHERE coupon_code = ${code}`
        assert.strictEqual(credited?.count, 2)
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect("100 purchases at once against a balance that covers 37: exactly 37, and nothing left", () =>
      Effect.gen(function* () {
        const product = yield* newShopItem("12.34")
        const player = yield* newPlayer({ rcoin: (12.34 * 37).toFixed(2) })
        const responses = yield* together(
          Array.from({ length: 100 }, () =>
            api("POST", `/buyitem?productnum=${product}`, { token: player.token }),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          200: 37,
          409: 63,
        })
        for (const response of responses.filter((candidate) => candidate.status === 409)) {
          assert.deepStrictEqual(response.json(), {
            _tag: "Conflict",
            message: purchaseMessages.insufficient,
          })
        }
        const remaining = responses
          .filter((response) => response.status === 200)
          .map((response) => response.json().userPoints as number)
          .sort((a, b) => a - b)
        assert.strictEqual(remaining[0], 0)
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })
        assert.strictEqual(yield* countWhere("purchases", player.userNum), 37)
        // The opening grant plus one ledger row per purchase.
        assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 38)
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect("the same purchase retried 20 times at once with one Idempotency-Key is charged once", () =>
      Effect.gen(function* () {
        const product = yield* newShopItem("5.00")
        const player = yield* newPlayer({ rcoin: "100.00" })
        const responses = yield* together(
          Array.from({ length: 20 }, () =>
            api("POST", `/buyitem?productnum=${product}`, {
              token: player.token,
              idempotencyKey: "retry-me",
            }),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), { 200: 20 })
        for (const response of responses) {
          assert.deepStrictEqual(response.json(), {
            message: purchaseMessages.bought,
            userPoints: 95,
            userPoints2: 0,
          })
        }
        assert.strictEqual(yield* countWhere("purchases", player.userNum), 1)
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "95.00", milleage: "0.00" })
      }),
    )

    it.effect("buying the same cart rows from several tabs at once buys them once", () =>
      Effect.gen(function* () {
        const product = yield* newShopItem("3.00")
        const player = yield* newPlayer({ rcoin: "100.00" })
        yield* api("POST", `/addtocart?productnum=${product}`, { token: player.token })
        yield* api("POST", `/addtocart?productnum=${product}`, { token: player.token })
        const cart = (yield* api("GET", `/shopcart?usernum=${player.userNum}`, {
          token: player.token,
        })).json()
        const seq = cart[0]?.seq as number
        const responses = yield* together(
          Array.from({ length: 10 }, () => api("POST", `/buycartitem?items=${seq}`, { token: player.token })),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), { 200: 1, 404: 9 })
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "94.00", milleage: "0.00" })
        assert.strictEqual(yield* countWhere("cart_rows", player.userNum), 0)
      }),
    )

    it.effect("leave every balance equal to the sum of its ledger", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )
  })
})
