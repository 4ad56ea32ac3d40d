import { PurchaseHistoryRow, TopUpHistoryRow } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, SchemaTransformation } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { amount, isoTimestamp } from "../database/columns.ts"
import { GameItemBank } from "../gamelink/GameItemBank.ts"
import { itemStateLabels } from "../gamelink/messages.ts"
import { type PageFields, pageFields, pageSlice } from "../paging.ts"

/** Rows per page of both history screens. */
export const historyPageSize = 10

export interface PurchaseHistoryPage extends PageFields {
  readonly purchasehistory: ReadonlyArray<PurchaseHistoryRow>
}

export interface TopUpHistoryPage extends PageFields {
  readonly topuphistory: ReadonlyArray<TopUpHistoryRow>
}

/** A purchase joined with its item, its columns named as the history row and its item name them. */
const PurchaseRecord = Schema.Struct({
  ...PurchaseHistoryRow.fields.shopitem.fields,
  price: amount,
  quantity: Schema.Finite,
  PurDate: isoTimestamp,
  DeliveryState: Schema.optional(Schema.String),
}).pipe(
  Schema.decodeTo(
    PurchaseHistoryRow,
    SchemaTransformation.transform({
      decode: ({ quantity, PurDate, DeliveryState, ...shopitem }) => ({
        shopitem,
        quantity,
        PurDate,
        ...(DeliveryState === undefined ? {} : { DeliveryState }),
      }),
      encode: ({ shopitem, ...row }) => ({ ...shopitem, ...row }),
    }),
  ),
)

/** A redeemed code, its columns named as the top-up row names them. */
const RedemptionRecord = Schema.Struct({
  ...TopUpHistoryRow.fields,
  DateTopUp: isoTimestamp,
  Cardvalue: amount,
}).pipe(Schema.decodeTo(TopUpHistoryRow))

/** One page of one player's rows. */
const PageRequest = Schema.Struct({ userNum: Schema.Finite, limit: Schema.Finite, offset: Schema.Finite })

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
      const itemBank = yield* GameItemBank

      // The price paid is the one recorded with the purchase, whatever the shop asks today.
      const findPurchases = SqlSchema.findAll({
        Request: Schema.Struct({
          ...PageRequest.fields,
          states: Schema.Record(Schema.String, Schema.String),
        }),
        Result: PurchaseRecord,
        execute: ({ userNum, limit, offset, states }) => sql`
          SELECT i.item_name AS "ItemName", p.unit_price AS price, i.image_url, p.quantity,
                 p.purchased_at AS "PurDate",
                 COALESCE(${JSON.stringify(states)}::jsonb ->> p.id::text, ${itemStateLabels.unlinked}) AS "DeliveryState"
          FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
          WHERE p.user_num = ${userNum}
          ORDER BY p.purchased_at DESC, p.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      })

      // A card's value is its R-Coin; a Milleage-only card shows its Milleage instead.
      const findRedemptions = SqlSchema.findAll({
        Request: PageRequest,
        Result: RedemptionRecord,
        execute: ({ userNum, limit, offset }) => sql`
          SELECT code AS "CardCode", redeemed_at AS "DateTopUp",
                 CASE WHEN rcoin_value > 0 THEN rcoin_value ELSE milleage_value END AS "Cardvalue"
          FROM coupons
          WHERE redeemed_by = ${userNum}
          ORDER BY redeemed_at DESC, code
          LIMIT ${limit} OFFSET ${offset}`,
      })

      const purchases = Effect.fn("History.purchases")(function* (userNum: number, page: number) {
        const [counted] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM purchases WHERE user_num = ${userNum}`
        const slice = pageSlice(page, historyPageSize)
        const ids = yield* sql<{ id: string }>`
          SELECT id::text AS id FROM purchases WHERE user_num = ${userNum}
          ORDER BY purchased_at DESC, id DESC LIMIT ${slice.limit} OFFSET ${slice.offset}`
        // Each item's state comes from the game when it is linked; without it, every item waits for it.
        const states = Object.fromEntries(
          yield* Effect.orElseSucceed(
            itemBank.itemStates(ids.map((row) => row.id)),
            () => new Map(ids.map((row) => [row.id, "Unknown: the game cannot be reached"])),
          ),
        )
        const purchasehistory = yield* findPurchases({ userNum, ...slice, states })
        return {
          purchasehistory,
          ...pageFields(page, counted?.total ?? 0, historyPageSize),
        } satisfies PurchaseHistoryPage
      }, Effect.orDie)

      const topUps = Effect.fn("History.topUps")(function* (userNum: number, page: number) {
        const [counted] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM coupons WHERE redeemed_by = ${userNum}`
        const topuphistory = yield* findRedemptions({ userNum, ...pageSlice(page, historyPageSize) })
        return {
          topuphistory,
          ...pageFields(page, counted?.total ?? 0, historyPageSize),
        } satisfies TopUpHistoryPage
      }, Effect.orDie)

      return History.of({ purchases, topUps })
    }),
  )
}
