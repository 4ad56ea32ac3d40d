// Apart from the cart's actions (cart.ts): the phone header of every page reads the cart to count it.
import { CartRow } from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString } from "./fields.ts"

/** GET /shopcart?usernum={id}: the answer is always the signed-in player's own cart, whatever it names. */
export const CartQuery = { usernum: NaturalFromString } as const

/** GET /shopcart answers the bare list of rows (the spec says only "cart rows"). */
export const CartResponse = Schema.Array(CartRow)
export type CartResponse = typeof CartResponse.Type
