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
  }),
  quantity: Schema.Finite,
  PurDate: Schema.String,
  /**
   * Where the items are now, in words ("Waiting in item bank", "Collected", "Waiting for game link"):
   * the truth about delivery, which the spec's row does not carry. Absent from older servers.
   */
  DeliveryState: Schema.optional(Schema.String),
}) {}

/** Spec §3 Top-up (redeem) history row. */
export class TopUpHistoryRow extends Schema.Class<TopUpHistoryRow>("TopUpHistoryRow")({
  CardCode: Schema.String,
  DateTopUp: Schema.String,
  Cardvalue: Amount,
}) {}

/** Spec §3 Paged responses: the fields every paged list carries beside its rows. */
export const PageFields = {
  prev_page: Schema.NullOr(Schema.Finite),
  next_page: Schema.NullOr(Schema.Finite),
  last_page: Schema.Finite,
  lpm1: Schema.Finite,
} as const
