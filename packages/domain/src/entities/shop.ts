import { Schema } from "effect"
import { Amount } from "./amount.ts"

/** Spec §3 Shop item. section 2 is priced in R-Coin; anything else in Milleage (R-Point). */
export class ShopItem extends Schema.Class<ShopItem>("ShopItem")({
  ProductNum: Schema.Finite,
  ItemName: Schema.NullOr(Schema.String),
  image_url: Schema.NullOr(Schema.String),
  icon: Schema.optional(Schema.NullOr(Schema.String)),
  price: Schema.NullOr(Amount),
  section: Schema.NullOr(Schema.Finite),
  description: Schema.optional(Schema.NullOr(Schema.String)),
  ribbon: Schema.optional(Schema.NullOr(Schema.String)),
  premium: Schema.optional(Schema.Boolean),
}) {}

/** Spec §3 Shop category. */
export class ShopCategory extends Schema.Class<ShopCategory>("ShopCategory")({
  id: Schema.Finite,
  category_name: Schema.String,
}) {}

/** Spec §3 Purchase history row. */
export class PurchaseHistoryRow extends Schema.Class<PurchaseHistoryRow>("PurchaseHistoryRow")({
  shopitem: Schema.Struct({
    ItemName: Schema.String,
    price: Amount,
    image_url: Schema.NullOr(Schema.String),
    /**
     * Which currency the price was paid in, as a shop item's section (2 R-Coin, 1 Milleage): a
     * history's price is read with its currency. Absent from older servers.
     */
    section: Schema.optional(Schema.Finite),
  }),
  quantity: Schema.Finite,
  PurDate: Schema.String,
  /**
   * Where the items are now, in the player's words ("Waiting in item bank", "Collected", "Saved,
   * waiting for the game server"): the truth about delivery, which the spec's row does not carry.
   * Absent from older servers.
   */
  DeliveryState: Schema.optional(Schema.String),
}) {}

/**
 * Spec §3 Top-up (redeem) history row. A top-up paid through a gateway (docs/payments.md) is a row
 * too: CardCode is its package's name and Cardvalue the R-Coin it loads, and it carries what the
 * spec's row does not: how it was paid, what was paid in pesos, and where it stands. A redeemed
 * code has none of these; older servers send none.
 */
export class TopUpHistoryRow extends Schema.Class<TopUpHistoryRow>("TopUpHistoryRow")({
  CardCode: Schema.String,
  DateTopUp: Schema.String,
  Cardvalue: Amount,
  /** Which currency the card's value is in, as a shop item's section (2 R-Coin, 1 Milleage). */
  section: Schema.optional(Schema.Finite),
  /** The way of paying in the player's words ("GCash"). */
  Method: Schema.optional(Schema.String),
  /** What was paid, in pesos. */
  AmountPaid: Schema.optional(Amount),
  /** Where the payment stands, in the player's words ("Paid and credited"). */
  State: Schema.optional(Schema.String),
}) {}

/** Spec §3 Paged responses: the fields every paged list carries beside its rows. */
export const PageFields = {
  prev_page: Schema.NullOr(Schema.Finite),
  next_page: Schema.NullOr(Schema.Finite),
  last_page: Schema.Finite,
  lpm1: Schema.Finite,
} as const
