import {
  byLedgerName,
  currencies,
  ledgerCurrencies,
  PurchaseHistoryRow,
  paymentMethodLabel,
  paymentProviders,
  paymentStateLabels,
  paymentStates,
  TopUpHistoryRow,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { amount, isoTimestamp } from "../database/columns.ts"
import { GameItemBank } from "../gamelink/GameItemBank.ts"
import { itemStateLabels, playerItemState } from "../gamelink/messages.ts"
import { type PageFields, pageFields, pageSlice } from "../paging.ts"

/** Rows per page of both history screens. */
export const historyPageSize = 10

export interface PurchaseHistoryPage extends PageFields {
  readonly purchasehistory: ReadonlyArray<PurchaseHistoryRow>
}

export interface TopUpHistoryPage extends PageFields {
  readonly topuphistory: ReadonlyArray<TopUpHistoryRow>
}

/**
 * One purchase of a page joined with its item, its columns named as the history row and its item
 * name them, with its id (to ask the game where its items are) and how many purchases there are in all.
 */
/** The shop section a purchase's currency is priced as, so a history shows its price with its currency. */
const sectionOfLedger = byLedgerName({ coin: currencies.coin.section, point: currencies.point.section })

const PagedPurchase = Schema.Struct({
  id: Schema.String,
  total: Schema.Finite,
  ...PurchaseHistoryRow.fields.shopitem.fields,
  price: amount,
  currency: Schema.Literals(ledgerCurrencies),
  quantity: Schema.Finite,
  PurDate: isoTimestamp,
})

/**
 * A redeemed code or a gateway payment, its columns named as the top-up row names them; a payment's
 * own (its gateway, method, amount paid and state) are NULL for a code.
 */
const TopUpRecord = Schema.Struct({
  CardCode: Schema.String,
  DateTopUp: isoTimestamp,
  Cardvalue: amount,
  currency: Schema.Literals(ledgerCurrencies),
  provider: Schema.NullOr(Schema.Literals(paymentProviders)),
  method: Schema.NullOr(Schema.String),
  paid: Schema.NullOr(amount),
  state: Schema.NullOr(Schema.Literals(paymentStates)),
})

const topUpRow = (record: typeof TopUpRecord.Type) =>
  new TopUpHistoryRow({
    CardCode: record.CardCode,
    DateTopUp: record.DateTopUp,
    Cardvalue: record.Cardvalue,
    section: sectionOfLedger[record.currency],
    ...(record.provider === null || record.method === null || record.paid === null || record.state === null
      ? {}
      : {
          Method: paymentMethodLabel(record.provider, record.method),
          AmountPaid: record.paid,
          State: paymentStateLabels[record.state],
        }),
  })

/**
 * The player's top-ups: redeemed codes, and payments that reached a gateway (a checkout the gateway
 * never made was not a top-up). A card's value is its R-Coin; a Milleage-only card shows its Milleage.
 */
const topUpsOf = (sql: SqlClient.SqlClient, userNum: number) => sql`
  SELECT code AS "CardCode", redeemed_at AS "DateTopUp",
         CASE WHEN rcoin_value > 0 THEN rcoin_value ELSE milleage_value END AS "Cardvalue",
         CASE WHEN rcoin_value > 0 THEN 'rcoin' ELSE 'milleage' END AS currency,
         NULL AS provider, NULL AS method, NULL::numeric AS paid, NULL AS state
  FROM coupons WHERE redeemed_by = ${userNum}
  UNION ALL
  SELECT package_name, created_at, rcoin, 'rcoin', provider, method, amount, state
  FROM payments WHERE user_num = ${userNum} AND provider_payment_id IS NOT NULL`

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

      // The price paid is the one recorded with the purchase, whatever the shop asks today. The page
      // and the count come in one round trip: a player opening the history is one query, not three.
      const findPurchasePage = SqlSchema.findAll({
        Request: PageRequest,
        Result: PagedPurchase,
        execute: ({ userNum, limit, offset }) => sql`
          SELECT p.id::text AS id, count(*) OVER ()::int AS total,
                 i.item_name AS "ItemName", p.unit_price AS price, i.image_url, p.quantity,
                 p.currency,
                 p.purchased_at AS "PurDate"
          FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
          WHERE p.user_num = ${userNum}
          ORDER BY p.purchased_at DESC, p.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      })

      const Counted = Schema.Struct({ total: Schema.Int })
      const countPurchases = SqlSchema.findOne({
        Request: Schema.Number,
        Result: Counted,
        execute: (userNum) => sql`
          SELECT count(*)::int AS total
          FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
          WHERE p.user_num = ${userNum}`,
      })
      const countTopUps = SqlSchema.findOne({
        Request: Schema.Number,
        Result: Counted,
        execute: (userNum) => sql`SELECT count(*)::int AS total FROM (${topUpsOf(sql, userNum)}) AS top_ups`,
      })

      const findTopUps = SqlSchema.findAll({
        Request: PageRequest,
        Result: TopUpRecord,
        execute: ({ userNum, limit, offset }) => sql`
          SELECT * FROM (${topUpsOf(sql, userNum)}) AS top_ups
          ORDER BY "DateTopUp" DESC, "CardCode"
          LIMIT ${limit} OFFSET ${offset}`,
      })

      const purchases = Effect.fn("History.purchases")(function* (userNum: number, page: number) {
        const slice = pageSlice(page, historyPageSize)
        const rows = yield* findPurchasePage({ userNum, ...slice })
        // A page past the last has no row to carry the count; the first page empty means none at all.
        const total = rows[0]?.total ?? (slice.offset === 0 ? 0 : (yield* countPurchases(userNum)).total)
        // Each item's state comes from the game when it is linked; without it, every item waits for it.
        const states = yield* Effect.orElseSucceed(
          itemBank.itemStates(rows.map((row) => row.id)),
          () => new Map(rows.map((row) => [row.id, "Unknown: the game cannot be reached"])),
        )
        const purchasehistory = rows.map(
          ({ id, ItemName, price, image_url, currency, quantity, PurDate }) =>
            new PurchaseHistoryRow({
              shopitem: { ItemName, price, image_url, section: sectionOfLedger[currency] },
              quantity,
              PurDate,
              DeliveryState: playerItemState(states.get(id) ?? itemStateLabels.unlinked),
            }),
        )
        return { purchasehistory, ...pageFields(page, total, historyPageSize) } satisfies PurchaseHistoryPage
      }, Effect.orDie)

      const topUps = Effect.fn("History.topUps")(function* (userNum: number, page: number) {
        const { total } = yield* countTopUps(userNum)
        const topuphistory = (yield* findTopUps({ userNum, ...pageSlice(page, historyPageSize) })).map(
          topUpRow,
        )
        return {
          topuphistory,
          ...pageFields(page, total, historyPageSize),
        } satisfies TopUpHistoryPage
      }, Effect.orDie)

      return History.of({ purchases, topUps })
    }),
  )
}
