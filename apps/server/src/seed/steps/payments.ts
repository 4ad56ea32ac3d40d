import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The demo's top-up packages: what the top-up page offers once a payment gateway is set
 * (docs/payments.md). Without one the page shows redeem codes only, so the plain demo looks as before.
 */
export const demoTopUpPackages = [
  { name: "Starter Pouch", price: "49.00", rcoin: "300.00", bonus: "0" },
  { name: "Adventurer Pack", price: "149.00", rcoin: "1000.00", bonus: "50.00" },
  { name: "Hero Chest", price: "499.00", rcoin: "3500.00", bonus: "350.00" },
  { name: "Legend Vault", price: "999.00", rcoin: "7500.00", bonus: "1000.00" },
] as const

export const seedTopUpPackages = Effect.fn("DemoSeed.topUpPackages")(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO topup_packages ${sql.insert(
    Arr.map(demoTopUpPackages, (pack, index) => ({ ...pack, sort_order: index })),
  )}`
})
