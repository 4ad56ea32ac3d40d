import { Schema } from "effect"
import { BalanceFields } from "./common.ts"
import { NaturalFromString, NaturalListFromString } from "./fields.ts"

/** POST /addtocart?productnum={id} and POST /buyitem?productnum={id} */
export const ProductQuery = { productnum: NaturalFromString } as const

/** POST /buycartitem?items={seq,seq,…}: the cart rows (their `seq`) being bought. */
export const CartItemsQuery = { items: NaturalListFromString } as const

/** What a purchase answers: a sentence and the player's new balances. */
export const PurchaseResponse = Schema.Struct({ message: Schema.String, ...BalanceFields })
export type PurchaseResponse = typeof PurchaseResponse.Type

/** POST /updateQuantity: quantityChange is +1 or -1. */
export const QuantityChangePayload = Schema.Struct({
  seq: Schema.Int,
  ProductNum: Schema.Int,
  quantityChange: Schema.Literals([1, -1]),
})
export type QuantityChangePayload = typeof QuantityChangePayload.Type

/** POST /updateCheck toggles the row's check box. */
export const CartCheckPayload = Schema.Struct({ seq: Schema.Int, ProductNum: Schema.Int })
export type CartCheckPayload = typeof CartCheckPayload.Type

/** POST /removecartitem takes the row out of the cart, named like the other row calls. */
export const CartRemovePayload = Schema.Struct({ seq: Schema.Int, ProductNum: Schema.Int })
export type CartRemovePayload = typeof CartRemovePayload.Type
