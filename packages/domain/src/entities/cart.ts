// Apart from the shop's other entities (shop.ts): the phone header of every page counts the cart's items.
import { Schema } from "effect"
import { Amount } from "./amount.ts"

/** The part of a shop item a cart row carries. */
export class CartItem extends Schema.Class<CartItem>("CartItem")({
  ProductNum: Schema.Finite,
  ItemName: Schema.String,
  price: Amount,
  image_url: Schema.NullOr(Schema.String),
  section: Schema.optional(Schema.NullOr(Schema.Finite)),
  description: Schema.optional(Schema.NullOr(Schema.String)),
}) {}

/** Spec §3 Cart row: isChecked 1 means selected. */
export class CartRow extends Schema.Class<CartRow>("CartRow")({
  seq: Schema.Finite,
  quantity: Schema.Finite,
  isChecked: Schema.Finite,
  shopitem: CartItem,
}) {}
