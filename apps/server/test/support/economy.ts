import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Sessions } from "../../src/accounts/Sessions.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { TestServer } from "./server.ts"

let players = 0
let addresses = 0

/** A client address no earlier request used, so per-address rate limits never get in the way. */
export const freshIp = () => {
  addresses += 1
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}

export interface TestPlayer {
  readonly userNum: number
  readonly token: string
}

/**
 * A new player with a session and, when asked, an opening balance granted the way an operator
 * would: a ledger row beside the balance, so the books stay right.
 */
export const newPlayer = (grant: { readonly rcoin?: string; readonly milleage?: string } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    players += 1
    const userId = `buyer${process.pid % 1000}x${players}`
    const [created] = yield* sql<{ user_num: number }>`
      INSERT INTO users (user_id, email, password_hash, r_coin, milleage)
      VALUES (${userId}, ${`${userId}@example.com`}, 'not-a-usable-hash', ${grant.rcoin ?? "0"},
              ${grant.milleage ?? "0"})
      RETURNING user_num`
    const userNum = created?.user_num ?? 0
    for (const [currency, amount] of [
      ["rcoin", grant.rcoin],
      ["milleage", grant.milleage],
    ] as const) {
      if (amount !== undefined && Number(amount) !== 0) {
        yield* sql`
          INSERT INTO balance_ledger (user_num, currency, delta, reason, note)
          VALUES (${userNum}, ${currency}, ${amount}, 'grant', 'Test balance')`
      }
    }
    return { userNum, token: yield* sessionFor(userNum) } satisfies TestPlayer
  }).pipe(Effect.orDie)

/** A new session for an existing player, as a login would give. */
export const sessionFor = (userNum: number) =>
  Effect.flatMap(Effect.service(Sessions), (sessions) => sessions.issue(userNum)).pipe(
    Effect.provide(Sessions.layer),
  )

/** One API call as the portal makes it, from its own client address. */
export const api = (
  method: "GET" | "POST",
  path: string,
  options: {
    readonly token?: string
    readonly body?: unknown
    readonly idempotencyKey?: string
  } = {},
) =>
  Effect.gen(function* () {
    const server = yield* TestServer
    return yield* server.send(`/api${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": freshIp(),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.idempotencyKey === undefined ? {} : { "idempotency-key": options.idempotencyKey }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  })

/** The player's balances as stored. */
export const balancesOf = (userNum: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ r_coin: string; milleage: string }>`
      SELECT r_coin, milleage FROM users WHERE user_num = ${userNum}`
    return { rcoin: row?.r_coin, milleage: row?.milleage }
  }).pipe(Effect.orDie)

/** Every balance that is not the sum of its ledger rows (empty when the books are right). */
export const ledgerMismatches = Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.mismatches).pipe(
  Effect.provide(Ledger.layer),
)

/** A shop item made for one test, with a price the test controls. */
export const newShopItem = (price: string, section: 1 | 2 = 2) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [category] = yield* sql<{ id: number }>`
      INSERT INTO shop_categories (category_name, sort_order, is_active) VALUES ('Test lot', 99, true)
      RETURNING id`
    const [item] = yield* sql<{ product_num: number }>`
      INSERT INTO shop_items (category_id, item_name, price, section)
      VALUES (${category?.id ?? 0}, ${`Test item ${price}`}, ${price}, ${section})
      RETURNING product_num`
    return item?.product_num ?? 0
  }).pipe(Effect.orDie)

export const countWhere = (table: "purchases" | "balance_ledger" | "cart_rows", userNum: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${sql(table)} WHERE user_num = ${userNum}`
    return row?.count ?? 0
  }).pipe(Effect.orDie)
