import { seededRandom } from "@gatehouse/art"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { ledgerCurrencyOfSection } from "../../ledger/amounts.ts"
import { demoPlayerGrant } from "../accounts.ts"
import { insertNew, type SeedClock } from "../context.ts"
import { demoPlayerRedemptions } from "../coupons.ts"
import type { SeededAccounts } from "./accounts.ts"
import type { SeededProduct } from "./shop.ts"

/** Exact two-decimal amounts as integer cents, so running balances never drift. */
const cents = (amount: string) => Math.round(Number(amount) * 100)
const amount = (value: number) => (value / 100).toFixed(2)

type Purchase = {
  readonly user_num: number
  readonly product_num: number
  readonly quantity: number
  readonly unit_price: string
  readonly total_price: string
  readonly currency: string
  readonly delivery_status: string
  readonly delivered_at: Date | null
  readonly purchased_at: Date
}

/**
 * The demo player's history: an opening grant, redeemed codes and purchases, spent in date order
 * so the balance never dips below zero. Returns the purchases to insert.
 */
const playerPurchases = (player: number, products: ReadonlyArray<SeededProduct>, clock: SeedClock) => {
  const random = seededRandom(7)
  const balance = { rcoin: cents(demoPlayerGrant.rcoin), milleage: cents(demoPlayerGrant.milleage) }
  const purchases: Array<Purchase> = []
  for (let index = 0; index < 14; index++) {
    const product = random.pick(products)
    const quantity = random.int(1, 3)
    const currency = ledgerCurrencyOfSection(product.section)
    const total = cents(product.price) * quantity
    if (total > balance[currency]) continue
    balance[currency] -= total
    const hoursAgo = 24 * (70 - index * 5) + random.int(0, 20)
    purchases.push({
      user_num: player,
      product_num: product.productNum,
      quantity,
      unit_price: product.price,
      total_price: amount(total),
      currency,
      // The newest purchase is still on its way into the game.
      delivery_status: index === 13 ? "pending" : "delivered",
      delivered_at: index === 13 ? null : clock.hoursAgo(hoursAgo - 1),
      purchased_at: clock.hoursAgo(hoursAgo),
    })
  }
  return purchases
}

/** Other players' purchases, so the top-sales list has a clear order. */
const backgroundPurchases = (
  owners: ReadonlyArray<number>,
  products: ReadonlyArray<SeededProduct>,
  clock: SeedClock,
) => {
  const random = seededRandom(11)
  const favourites = products.filter((_, index) => index % 7 === 0)
  return owners.length === 0
    ? []
    : Array.from({ length: 90 }, (): Purchase => {
        const product = random.next() < 0.6 ? random.pick(favourites) : random.pick(products)
        const quantity = random.int(1, 4)
        const purchasedAt = clock.hoursAgo(random.int(2, 24 * 60))
        return {
          user_num: random.pick(owners),
          product_num: product.productNum,
          quantity,
          unit_price: product.price,
          total_price: amount(cents(product.price) * quantity),
          currency: ledgerCurrencyOfSection(product.section),
          delivery_status: "delivered",
          delivered_at: purchasedAt,
          purchased_at: purchasedAt,
        }
      })
}

/** A code already used by the demo player, for the top-up history. */
const redeemedCode = (index: number) => `USED-DEMO-${String(index + 1).padStart(4, "0")}`

export const seedActivity = Effect.fn("DemoSeed.activity")(function* (
  clock: SeedClock,
  accounts: SeededAccounts,
  products: ReadonlyArray<SeededProduct>,
) {
  const sql = yield* SqlClient.SqlClient
  const { player } = accounts
  const seeded = [...accounts.background, ...(player === undefined ? [] : [player])]
  if (products.length === 0 || seeded.length === 0) return

  if (player !== undefined) {
    yield* insertNew("balance_ledger", [
      {
        user_num: player,
        currency: "rcoin",
        delta: demoPlayerGrant.rcoin,
        reason: "grant",
        note: "Demo balance",
        created_at: clock.hoursAgo(24 * 85),
      },
      {
        user_num: player,
        currency: "milleage",
        delta: demoPlayerGrant.milleage,
        reason: "grant",
        note: "Demo balance",
        created_at: clock.hoursAgo(24 * 85),
      },
    ])
    const values = ["100.00", "250.00", "500.00", "1000.00"] as const
    yield* insertNew(
      "coupons",
      Array.from({ length: demoPlayerRedemptions }, (_, index) => ({
        code: redeemedCode(index),
        rcoin_value: values[index % values.length],
        batch: "demo-redeemed",
        created_at: clock.hoursAgo(24 * 90),
        redeemed_by: player,
        redeemed_at: clock.hoursAgo(24 * (80 - index * 6) + 3),
      })),
    )
    yield* insertNew(
      "cart_rows",
      products.slice(0, 3).map((product, index) => ({
        user_num: player,
        product_num: product.productNum,
        quantity: index + 1,
        is_checked: index < 2,
      })),
    )
  }

  const purchases = [
    ...(player === undefined ? [] : playerPurchases(player, products, clock)),
    ...backgroundPurchases(accounts.background, products, clock),
  ]
  yield* insertNew("purchases", purchases)

  // Ledger rows mirror the rows just written, so every balance is the sum of its ledger.
  yield* sql`
    INSERT INTO balance_ledger (user_num, currency, delta, reason, coupon_code, created_at)
    SELECT redeemed_by, 'rcoin', rcoin_value, 'coupon', code, redeemed_at
    FROM coupons WHERE redeemed_by IN ${sql.in(seeded)} AND rcoin_value > 0`
  yield* sql`
    INSERT INTO balance_ledger (user_num, currency, delta, reason, coupon_code, created_at)
    SELECT redeemed_by, 'milleage', milleage_value, 'coupon', code, redeemed_at
    FROM coupons WHERE redeemed_by IN ${sql.in(seeded)} AND milleage_value > 0`
  if (accounts.background.length > 0) {
    // Other players topped up exactly what they spent, a moment before spending it.
    yield* sql`
      INSERT INTO balance_ledger (user_num, currency, delta, reason, note, created_at)
      SELECT user_num, currency, total_price, 'grant', 'Demo balance', purchased_at - interval '1 minute'
      FROM purchases WHERE user_num IN ${sql.in(accounts.background)} AND total_price > 0`
  }
  yield* sql`
    INSERT INTO balance_ledger (user_num, currency, delta, reason, purchase_id, created_at)
    SELECT user_num, currency, -total_price, 'purchase', id, purchased_at
    FROM purchases WHERE user_num IN ${sql.in(seeded)} AND total_price > 0`
  yield* sql`
    UPDATE users SET
      r_coin = COALESCE((SELECT sum(delta) FROM balance_ledger l
                         WHERE l.user_num = users.user_num AND l.currency = 'rcoin'), 0),
      milleage = COALESCE((SELECT sum(delta) FROM balance_ledger l
                           WHERE l.user_num = users.user_num AND l.currency = 'milleage'), 0)
    WHERE user_num IN ${sql.in(seeded)}`
})
