import { PurchaseHistoryRow, TopUpHistoryRow } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { centsOf } from "../ledger/amounts.ts"
import { type PageFields, pageFields, pageSlice } from "../shop/paging.ts"

/** Rows per page of both history screens. */
export const historyPageSize = 10

export interface PurchaseHistoryPage extends PageFields {
  readonly purchasehistory: ReadonlyArray<PurchaseHistoryRow>
}

export interface TopUpHistoryPage extends PageFields {
  readonly topuphistory: ReadonlyArray<TopUpHistoryRow>
}

interface PurchaseRecord {
  readonly item_name: string
  readonly unit_price: string
  readonly image_url: string | null
  readonly quantity: number
  readonly purchased_at: Date
}

interface RedemptionRecord {
  readonly code: string
  readonly redeemed_at: Date
  readonly rcoin_value: string
  readonly milleage_value: string
}

/**
 * The player's own purchases and redeemed codes, newest first. Both queries are bound to the
 * signed-in player's number; nothing in the request can name anyone else.
 */
export class History extends Context.Service<
  History,
  {
    readonly purchases: (userNum: number, page: number) => Effect.Effect<PurchaseHistoryPage>
    readonly topUps: (userNum: number, page: number) => Effect.Effect<TopUpHistoryPage>
  }
>()("gatehouse/server/History") {
  static readonly layer = Layer.effect(
    History,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const purchases = Effect.fn("History.purchases")(function* (userNum: number, page: number) {
        const [counted] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM purchases WHERE user_num = ${userNum}`
        const { limit, offset } = pageSlice(page, historyPageSize)
        // The price paid is the one recorded with the purchase, whatever the shop asks today.
        const records = yield* sql<PurchaseRecord>`
          SELECT i.item_name, p.unit_price, i.image_url, p.quantity, p.purchased_at
          FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
          WHERE p.user_num = ${userNum}
          ORDER BY p.purchased_at DESC, p.id DESC
          LIMIT ${limit} OFFSET ${offset}`
        return {
          purchasehistory: records.map(
            (record) =>
              new PurchaseHistoryRow({
                shopitem: {
                  ItemName: record.item_name,
                  price: centsOf(record.unit_price) / 100,
                  image_url: record.image_url,
                },
                quantity: record.quantity,
                PurDate: record.purchased_at.toISOString(),
              }),
          ),
          ...pageFields(page, counted?.total ?? 0, historyPageSize),
        } satisfies PurchaseHistoryPage
      }, Effect.orDie)

      const topUps = Effect.fn("History.topUps")(function* (userNum: number, page: number) {
        const [counted] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM coupons WHERE redeemed_by = ${userNum}`
        const { limit, offset } = pageSlice(page, historyPageSize)
        const records = yield* sql<RedemptionRecord>`
          SELECT code, redeemed_at, rcoin_value, milleage_value FROM coupons
          WHERE redeemed_by = ${userNum}
          ORDER BY redeemed_at DESC, code
          LIMIT ${limit} OFFSET ${offset}`
        return {
          topuphistory: records.map(
            (record) =>
              new TopUpHistoryRow({
                CardCode: record.code,
                DateTopUp: record.redeemed_at.toISOString(),
                // A card's value is its R-Coin; a Milleage-only card shows its Milleage instead.
                Cardvalue:
                  centsOf(record.rcoin_value) > 0
                    ? centsOf(record.rcoin_value) / 100
                    : centsOf(record.milleage_value) / 100,
              }),
          ),
          ...pageFields(page, counted?.total ?? 0, historyPageSize),
        } satisfies TopUpHistoryPage
      }, Effect.orDie)

      return History.of({ purchases, topUps })
    }),
  )
}
