import { Effect } from "effect"
import { SqlClient } from "effect/sql"

let items = 0

/** A shop item priced in R-Coin, whose game ProductNum is 7000 + n. */
export const rcoinItem = (price: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    items += 1
    const [category] = yield* sql<{ id: number }>`
      INSERT INTO shop_categories (category_name) VALUES ('Game lot') RETURNING id`
    const [item] = yield* sql<{ product_num: number }>`
      INSERT INTO shop_items (category_id, item_name, price, section, game_product_num)
      VALUES (${category?.id ?? 0}, ${`Game item ${items}`}, ${price}, 2, ${7000 + items}) RETURNING product_num`
    return { productNum: item?.product_num ?? 0, gameProductNum: 7000 + items }
  }).pipe(Effect.orDie)

/**
 * A cart of `units` items at 1 R-Coin each, in rows of at most 99 (the cart's limit), each row a
 * different item: its row numbers.
 */
export const cartOfUnits = (userNum: number, units: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const seqs: Array<number> = []
    for (let left = units; left > 0; left -= 99) {
      const item = yield* rcoinItem("1.00")
      const [row] = yield* sql<{ seq: number }>`
        INSERT INTO cart_rows (user_num, product_num, quantity)
        VALUES (${userNum}, ${item.productNum}, ${Math.min(left, 99)}) RETURNING seq`
      seqs.push(row?.seq ?? 0)
    }
    return seqs
  }).pipe(Effect.orDie)

/** The sum of the player's R-Coin ledger rows: what their balance must equal. */
export const ledgerSum = (userNum: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(
      sql<{ total: string }>`
        SELECT COALESCE(sum(delta), 0)::text AS total FROM balance_ledger
        WHERE user_num = ${userNum} AND currency = 'rcoin'`,
      ([row]) => Number(row?.total),
    ),
  ).pipe(Effect.orDie)
