import { assert, describe, layer } from "@effect/vitest"
import { currencies, formatAmount, validationMessages } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { cartMessages } from "../src/cart/Cart.ts"
import { purchaseMessages } from "../src/cart/Purchases.ts"
import { couponMessages } from "../src/coupons/Coupons.ts"
import { historyPageSize } from "../src/history/History.ts"
import { keyReusedMessage } from "../src/ledger/Idempotency.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { demoCoupons, demoPlayerRedemptions, expiredDemoCoupons } from "../src/seed/coupons.ts"
import { demoShop } from "../src/seed/shop.ts"
import { shopPageSize, topSalesSize } from "../src/shop/Shop.ts"
import { databaseKind } from "./support/database.ts"
import {
  api,
  balancesOf,
  countWhere,
  ledgerMismatches,
  newPlayer,
  newShopItem,
  sessionFor,
  type TestPlayer,
} from "./support/economy.ts"
import { testServer } from "./support/server.ts"

const demoItemCount = demoShop.reduce((sum, { items }) => sum + items.length, 0)

const userNumOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ user_num: number }>`SELECT user_num FROM users WHERE user_id = ${userId}`
    return row?.user_num ?? 0
  })

const cartOf = (player: TestPlayer, usernum: number = player.userNum) =>
  Effect.map(api("GET", `/shopcart?usernum=${usernum}`, { token: player.token }), (response) => {
    assert.strictEqual(response.status, 200)
    return response.json() as ReadonlyArray<{
      seq: number
      quantity: number
      isChecked: number
      shopitem: { ProductNum: number; ItemName: string; price: number }
    }>
  })

describe(`the item shop, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("list the active categories in the shop's order", () =>
      Effect.gen(function* () {
        const response = yield* api("GET", "/shopcategories")
        assert.strictEqual(response.status, 200)
        const names = (response.json() as ReadonlyArray<{ category_name: string }>).map(
          (c) => c.category_name,
        )
        assert.deepStrictEqual(
          names.slice(0, demoShop.length),
          demoShop.map(({ category }) => category),
        )
      }),
    )

    it.effect("page through every item (category 0) and through one category", () =>
      Effect.gen(function* () {
        const first = (yield* api("GET", "/itemshop")).json()
        const lastPage = Math.ceil(demoItemCount / shopPageSize)
        assert.lengthOf(first.itemshopdata, shopPageSize)
        assert.deepInclude(first, { prev_page: null, next_page: 2, last_page: lastPage, lpm1: lastPage - 1 })
        assert.deepStrictEqual(first, (yield* api("GET", "/itemshop?category=0&page=1")).json())
        const item = first.itemshopdata[0]
        assert.hasAllKeys(item, [
          "ProductNum",
          "ItemName",
          "image_url",
          "icon",
          "price",
          "section",
          "description",
          "ribbon",
          "premium",
        ])

        const categories = (yield* api("GET", "/shopcategories")).json()
        const costumes = categories[0].id
        const page2 = (yield* api("GET", `/itemshop?category=${costumes}&page=2`)).json()
        const inCategory = demoShop[0]?.items ?? []
        assert.deepStrictEqual(
          page2.itemshopdata.map((shown: { ItemName: string }) => shown.ItemName),
          inCategory.slice(shopPageSize).map((demo) => demo.name),
        )
        assert.deepInclude(page2, { prev_page: 1, next_page: null, last_page: 2, lpm1: 1 })
        const beyond = (yield* api("GET", `/itemshop?category=${costumes}&page=9`)).json()
        assert.deepStrictEqual(beyond.itemshopdata, [])
        const unknown = (yield* api("GET", "/itemshop?category=9999")).json()
        assert.deepInclude(unknown, { itemshopdata: [], prev_page: null, next_page: null, last_page: 1 })
      }),
    )

    it.effect("rank the top sellers by the quantities really sold", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const response = yield* api("GET", "/topsales")
        assert.strictEqual(response.status, 200)
        const shown = (response.json().itemshopdata as ReadonlyArray<{ ProductNum: number }>).map(
          (item) => item.ProductNum,
        )
        const sold = yield* sql<{ product_num: number }>`
          SELECT product_num FROM purchases WHERE delivery_status <> 'failed'
          GROUP BY product_num ORDER BY sum(quantity) DESC, product_num LIMIT ${topSalesSize}`
        assert.lengthOf(shown, topSalesSize)
        assert.deepStrictEqual(
          shown,
          sold.map((row) => row.product_num),
        )
      }),
    )

    it.effect("refuse malformed shop queries with 400 JSON", () =>
      Effect.gen(function* () {
        for (const path of [
          "/itemshop?page=0",
          "/itemshop?page=abc",
          "/itemshop?category=-1",
          "/itemshop?page=1.5",
        ]) {
          const response = yield* api("GET", path)
          assert.strictEqual(response.status, 400, path)
          assert.strictEqual(response.json()._tag, "InvalidRequest")
        }
      }),
    )
  })
})

describe(`redeeming codes, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("load a seeded code once, with its streamer's referral recorded", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const player = yield* newPlayer({ rcoin: "10.00" })
        const coupon = demoCoupons.find((candidate) => candidate.code.startsWith("DUAL")) ?? demoCoupons[0]
        const code = coupon?.code ?? ""
        const redeemed = yield* api("POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code, ReferralCode: "LUNA" },
        })
        assert.strictEqual(redeemed.status, 200)
        assert.deepStrictEqual(redeemed.json(), {
          message: `Code ${code} redeemed! ${formatAmount(Number(coupon?.rcoin))} R-Coin and ${formatAmount(Number(coupon?.milleage))} Milleage added to your balance.`,
          status: 1,
          couponcode: code,
          userPoints: 10 + Number(coupon?.rcoin),
          userPoints2: Number(coupon?.milleage),
        })
        const [row] = yield* sql<{ redeemed_by: number; referral_code: string }>`
          SELECT redeemed_by, referral_code FROM coupons WHERE code = ${code}`
        assert.deepStrictEqual(row, { redeemed_by: player.userNum, referral_code: "LUNA" })

        const again = yield* api("POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code },
        })
        assert.strictEqual(again.status, 409)
        assert.deepStrictEqual(again.json(), { _tag: "Conflict", message: couponMessages.used })
        const other = yield* newPlayer()
        const stolen = yield* api("POST", "/processCoupon", {
          token: other.token,
          body: { CouponCode: code },
        })
        assert.strictEqual(stolen.status, 409)
        assert.deepStrictEqual(yield* balancesOf(other.userNum), { rcoin: "0.00", milleage: "0.00" })
      }),
    )

    it.effect(
      "refuse unknown, mistyped, expired and empty codes, and unknown referrals, changing nothing",
      () =>
        Effect.gen(function* () {
          const player = yield* newPlayer()
          const unused = demoCoupons[0]?.code ?? ""
          const cases: ReadonlyArray<readonly [unknown, number, Record<string, unknown>]> = [
            [{ CouponCode: "NO-SUCH-CODE" }, 404, { _tag: "NotFound", message: couponMessages.unknown }],
            [{ CouponCode: "X".repeat(5000) }, 404, { _tag: "NotFound", message: couponMessages.unknown }],
            [
              { CouponCode: unused.toLowerCase() },
              404,
              { _tag: "NotFound", message: couponMessages.unknown },
            ],
            [
              { CouponCode: expiredDemoCoupons[0]?.code },
              409,
              { _tag: "Conflict", message: couponMessages.expired },
            ],
            [
              { CouponCode: "   " },
              422,
              {
                _tag: "ValidationFailed",
                message: validationMessages.voucherCodeRequired,
                errors: { CouponCode: [validationMessages.voucherCodeRequired] },
              },
            ],
            [
              { CouponCode: unused, ReferralCode: "L".repeat(5000) },
              422,
              {
                _tag: "ValidationFailed",
                message: couponMessages.unknownReferral,
                errors: { ReferralCode: [couponMessages.unknownReferral] },
              },
            ],
            [
              { CouponCode: unused, ReferralCode: "luna" },
              422,
              {
                _tag: "ValidationFailed",
                message: couponMessages.unknownReferral,
                errors: { ReferralCode: [couponMessages.unknownReferral] },
              },
            ],
          ]
          for (const [body, status, answer] of cases) {
            const response = yield* api("POST", "/processCoupon", { token: player.token, body })
            assert.strictEqual(response.status, status, JSON.stringify(body))
            assert.deepStrictEqual(response.json(), answer)
          }
          for (const body of [{}, { CouponCode: 12 }, "not json"]) {
            const response = yield* api("POST", "/processCoupon", { token: player.token, body })
            assert.strictEqual(response.status, 400, JSON.stringify(body))
          }
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })
          assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 0)
          // The referral refusal left the code unused.
          const later = yield* api("POST", "/processCoupon", {
            token: player.token,
            body: { CouponCode: unused },
          })
          assert.strictEqual(later.status, 200)
        }),
    )

    it.effect("answer a retried redemption with the same Idempotency-Key as the first time", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const code = demoCoupons[1]?.code ?? ""
        const send = (body: unknown) =>
          api("POST", "/processCoupon", { token: player.token, body, idempotencyKey: "redeem-1" })
        const first = yield* send({ CouponCode: code })
        const retry = yield* send({ CouponCode: code })
        assert.strictEqual(first.status, 200)
        assert.strictEqual(retry.status, 200)
        assert.deepStrictEqual(retry.json(), first.json())
        assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 1)
        const reused = yield* send({ CouponCode: demoCoupons[2]?.code })
        assert.deepStrictEqual(reused.json(), { _tag: "Conflict", message: keyReusedMessage })
        // A day later the key is forgotten and may name a new request.
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE idempotency_keys SET created_at = now() - interval '2 days' WHERE user_num = ${player.userNum}`
        assert.strictEqual((yield* send({ CouponCode: demoCoupons[2]?.code })).status, 200)
      }),
    )
  })
})

describe(`cart, purchases and histories, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("fill the cart, change quantities, uncheck a row and buy the checked rows at shop prices", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const cheap = yield* newShopItem("2.50")
        const dear = yield* newShopItem("7.25")
        const points = yield* newShopItem("4.00", 1)
        const player = yield* newPlayer({ rcoin: "100.00", milleage: "20.00" })
        for (const product of [cheap, dear, points, cheap]) {
          const added = yield* api("POST", `/addtocart?productnum=${product}`, { token: player.token })
          assert.deepStrictEqual(added.json(), { message: cartMessages.added })
        }
        const cart = yield* cartOf(player)
        assert.deepStrictEqual(
          cart.map((row) => [row.shopitem.ProductNum, row.quantity, row.isChecked, row.shopitem.price]),
          [
            [cheap, 2, 1, 2.5],
            [dear, 1, 1, 7.25],
            [points, 1, 1, 4],
          ],
        )
        const [cheapRow, dearRow, pointsRow] = cart
        const change = (row: (typeof cart)[number] | undefined, quantityChange: number) =>
          api("POST", "/updateQuantity", {
            token: player.token,
            body: { seq: row?.seq, ProductNum: row?.shopitem.ProductNum, quantityChange },
          })
        assert.strictEqual((yield* change(dearRow, 1)).status, 200)
        assert.strictEqual((yield* change(cheapRow, -1)).status, 200)
        const belowOne = yield* change(cheapRow, -1)
        assert.strictEqual(belowOne.status, 422)
        assert.strictEqual(belowOne.json().message, cartMessages.quantityRange)
        assert.strictEqual((yield* change(cheapRow, 5)).status, 400)
        const toggled = yield* api("POST", "/updateCheck", {
          token: player.token,
          body: { seq: pointsRow?.seq, ProductNum: points },
        })
        assert.strictEqual(toggled.status, 200)
        const checked = (yield* cartOf(player)).filter((row) => row.isChecked === 1).map((row) => row.seq)
        assert.deepStrictEqual(checked, [cheapRow?.seq, dearRow?.seq])

        const bought = yield* api("POST", `/buycartitem?items=${checked.join(",")}`, { token: player.token })
        assert.strictEqual(bought.status, 200)
        // 1 × 2.50 + 2 × 7.25, from the shop's prices.
        assert.deepStrictEqual(bought.json(), {
          message: purchaseMessages.bought,
          userPoints: 83,
          userPoints2: 20,
        })
        // Without a game link nothing is promised that the server cannot do.
        assert.notInclude(purchaseMessages.bought, "will be delivered")
        assert.include(purchaseMessages.bought, "once the game server is connected")
        // In the player's words: the game link is staff's.
        assert.notInclude(purchaseMessages.bought, "game link")
        assert.deepStrictEqual(
          (yield* cartOf(player)).map((row) => row.seq),
          [pointsRow?.seq],
        )
        const pending = yield* sql<{ delivery_status: string; total_price: string }>`
          SELECT delivery_status, total_price FROM purchases WHERE user_num = ${player.userNum} ORDER BY id`
        assert.deepStrictEqual(pending, [
          { delivery_status: "pending", total_price: "2.50" },
          { delivery_status: "pending", total_price: "14.50" },
        ])
        const history = (yield* api("GET", "/shoppurchases", { token: player.token })).json()
        assert.lengthOf(history.purchasehistory, 2)
        // No game is linked (GAME_LINK=none): the history says the items wait for it, not that they
        // arrived, in the player's words; and each price with its currency (both were R-Coin).
        assert.deepStrictEqual(
          history.purchasehistory.map((row: { DeliveryState: string }) => row.DeliveryState),
          ["Saved, waiting for the game server", "Saved, waiting for the game server"],
        )
        assert.deepStrictEqual(
          history.purchasehistory.map((row: { shopitem: { section: number } }) => row.shopitem.section),
          [currencies.coin.section, currencies.coin.section],
        )
        assert.deepInclude(history, { prev_page: null, next_page: null, last_page: 1, lpm1: 0 })
      }),
    )

    it.effect("take a row out of the cart, and only the player's own row, once", () =>
      Effect.gen(function* () {
        const kept = yield* newShopItem("3.00")
        const dropped = yield* newShopItem("5.00")
        const player = yield* newPlayer({ rcoin: "50.00" })
        const stranger = yield* newPlayer()
        for (const product of [kept, dropped, dropped]) {
          yield* api("POST", `/addtocart?productnum=${product}`, { token: player.token })
        }
        const droppedRow = (yield* cartOf(player)).find((row) => row.shopitem.ProductNum === dropped)
        const target = { seq: droppedRow?.seq, ProductNum: dropped }
        // Another player cannot take it out, and a row named with the wrong product is not found.
        const foreign = yield* api("POST", "/removecartitem", { token: stranger.token, body: target })
        assert.strictEqual(foreign.status, 404)
        assert.strictEqual(foreign.json().message, cartMessages.noSuchRow)
        const mismatched = yield* api("POST", "/removecartitem", {
          token: player.token,
          body: { seq: droppedRow?.seq, ProductNum: kept },
        })
        assert.strictEqual(mismatched.status, 404)
        assert.lengthOf(yield* cartOf(player), 2)

        // The whole row goes, whatever its quantity; the rest of the cart and the balance stay.
        const removed = yield* api("POST", "/removecartitem", { token: player.token, body: target })
        assert.strictEqual(removed.status, 200)
        assert.deepStrictEqual(removed.json(), { message: cartMessages.removed })
        assert.deepStrictEqual(
          (yield* cartOf(player)).map((row) => [row.shopitem.ProductNum, row.quantity]),
          [[kept, 1]],
        )
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "50.00", milleage: "0.00" })
        const again = yield* api("POST", "/removecartitem", { token: player.token, body: target })
        assert.strictEqual(again.status, 404)
        const guest = yield* api("POST", "/removecartitem", { body: target })
        assert.strictEqual(guest.status, 401)
      }),
    )

    it.effect("refuse a purchase beyond the balance cleanly, charging and recording nothing", () =>
      Effect.gen(function* () {
        const dear = yield* newShopItem("60.00")
        const player = yield* newPlayer({ rcoin: "100.00" })
        yield* api("POST", `/addtocart?productnum=${dear}`, { token: player.token })
        const [row] = yield* cartOf(player)
        yield* api("POST", "/updateQuantity", {
          token: player.token,
          body: { seq: row?.seq, ProductNum: dear, quantityChange: 1 },
        })
        const refused = yield* api("POST", `/buycartitem?items=${row?.seq}`, { token: player.token })
        assert.strictEqual(refused.status, 409)
        assert.deepStrictEqual(refused.json(), { _tag: "Conflict", message: purchaseMessages.insufficient })
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "100.00", milleage: "0.00" })
        assert.strictEqual(yield* countWhere("purchases", player.userNum), 0)
        assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 1)
        assert.lengthOf(yield* cartOf(player), 1)
        // A total no balance column could even hold is refused the same way, not answered with a 500.
        const priceless = yield* newShopItem("9999999999.99")
        yield* api("POST", `/addtocart?productnum=${priceless}`, { token: player.token })
        yield* api("POST", `/addtocart?productnum=${priceless}`, { token: player.token })
        const huge = (yield* cartOf(player)).find((candidate) => candidate.shopitem.ProductNum === priceless)
        const overflow = yield* api("POST", `/buycartitem?items=${huge?.seq}`, { token: player.token })
        assert.strictEqual(overflow.status, 409)
        const single = yield* api("POST", `/buyitem?productnum=${dear}`, { token: player.token })
        assert.deepStrictEqual(single.json(), {
          message: purchaseMessages.bought,
          userPoints: 40,
          userPoints2: 0,
        })
      }),
    )

    it.effect("show each player only their own cart and histories, whatever usernum says", () =>
      Effect.gen(function* () {
        const demoNum = yield* userNumOf(demoPlayer.userId)
        const stranger = yield* newPlayer()
        const own = yield* cartOf(stranger, demoNum)
        assert.deepStrictEqual(own, [])
        const purchases = (yield* api("GET", "/shoppurchases", { token: stranger.token })).json()
        assert.deepStrictEqual(purchases, {
          purchasehistory: [],
          prev_page: null,
          next_page: null,
          last_page: 1,
          lpm1: 0,
        })
        const topUps = (yield* api("GET", "/topuphistory?page=1", { token: stranger.token })).json()
        assert.deepStrictEqual(topUps.topuphistory, [])
        // Someone else's cart row cannot be changed, checked or bought either.
        const sql = yield* SqlClient.SqlClient
        const [demoRow] = yield* sql<{ seq: number; product_num: number }>`
          SELECT seq, product_num FROM cart_rows WHERE user_num = ${demoNum} ORDER BY seq LIMIT 1`
        const target = { seq: demoRow?.seq, ProductNum: demoRow?.product_num }
        for (const [path, body] of [
          ["/updateQuantity", { ...target, quantityChange: 1 }],
          ["/updateCheck", target],
        ] as const) {
          const response = yield* api("POST", path, { token: stranger.token, body })
          assert.strictEqual(response.status, 404, path)
        }
        const buy = yield* api("POST", `/buycartitem?items=${demoRow?.seq}`, { token: stranger.token })
        assert.strictEqual(buy.status, 404)
      }),
    )

    it.effect("page the demo player's histories newest first", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const demoNum = yield* userNumOf(demoPlayer.userId)
        const demoToken = yield* sessionFor(demoNum)
        const [bought] = yield* sql<{ count: number }>`
          SELECT count(*)::int AS count FROM purchases WHERE user_num = ${demoNum}`
        const purchaseCount = bought?.count ?? 0
        const pages = Math.ceil(purchaseCount / historyPageSize)
        assert.isAbove(pages, 1)
        const first = (yield* api("GET", "/shoppurchases?page=1", { token: demoToken })).json()
        assert.lengthOf(first.purchasehistory, historyPageSize)
        assert.deepInclude(first, { prev_page: null, next_page: 2, last_page: pages, lpm1: pages - 1 })
        const dates = first.purchasehistory.map((row: { PurDate: string }) => row.PurDate)
        assert.deepStrictEqual(dates, [...dates].sort().reverse())
        const beyond = (yield* api("GET", `/shoppurchases?page=${pages + 1}`, { token: demoToken })).json()
        assert.lengthOf(beyond.purchasehistory, 0)
        assert.deepInclude(beyond, { last_page: pages })
        const topUps = (yield* api("GET", "/topuphistory?page=2", { token: demoToken })).json()
        assert.lengthOf(topUps.topuphistory, demoPlayerRedemptions - historyPageSize)
        assert.deepInclude(topUps, { prev_page: 1, next_page: null, last_page: 2 })
        // A redeemed code: the spec's row, and which currency its value is in.
        assert.hasAllKeys(topUps.topuphistory[0], ["CardCode", "DateTopUp", "Cardvalue", "section"])
      }),
    )

    it.effect("answer bad input on every economy call with 4xx JSON, never a 500", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const requests: ReadonlyArray<readonly ["GET" | "POST", string, unknown]> = [
          ["GET", "/shopcart", undefined],
          ["GET", "/shopcart?usernum=abc", undefined],
          ["POST", "/addtocart", undefined],
          ["POST", "/addtocart?productnum=999999", undefined],
          ["POST", "/buyitem?productnum=-4", undefined],
          ["POST", "/buyitem?productnum=999999", undefined],
          ["POST", "/buycartitem?items=", undefined],
          ["POST", "/buycartitem?items=1,,2", undefined],
          ["POST", "/buycartitem?items=999999", undefined],
          ["POST", "/updateQuantity", { seq: "1", ProductNum: 1, quantityChange: 1 }],
          ["POST", "/updateQuantity", { seq: 999999, ProductNum: 1, quantityChange: -1 }],
          ["POST", "/updateCheck", {}],
          ["POST", "/updateCheck", { seq: 999999, ProductNum: 1 }],
          ["POST", "/removecartitem", {}],
          ["POST", "/removecartitem", { seq: 1.5, ProductNum: 1 }],
          ["POST", "/removecartitem", { seq: 999999, ProductNum: 1 }],
          ["GET", "/shoppurchases?page=0", undefined],
          ["GET", "/topuphistory?page=x", undefined],
        ]
        for (const [method, path, body] of requests) {
          const response = yield* api(method, path, { token: player.token, body })
          assert.isAtLeast(response.status, 400, `${method} ${path}`)
          assert.isBelow(response.status, 500, `${method} ${path}`)
          assert.isString(response.json().message, `${method} ${path}`)
        }
        const oversized = yield* api("POST", "/buyitem?productnum=1", {
          token: player.token,
          idempotencyKey: "k".repeat(101),
        })
        assert.strictEqual(oversized.status, 400)
      }),
    )

    it.effect("leave every balance equal to the sum of its ledger", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )
  })
})
