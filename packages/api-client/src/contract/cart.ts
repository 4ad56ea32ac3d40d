import { HttpApiEndpoint } from "effect/http-api"
import {
  CartCheckPayload,
  CartItemsQuery,
  CartRemovePayload,
  ProductQuery,
  PurchaseResponse,
  QuantityChangePayload,
} from "../schemas/cart.ts"
import { CartQuery, CartResponse } from "../schemas/cartRows.ts"
import { MessageResponse } from "../schemas/common.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * The signed-in player's cart and purchases. A balance too low for a purchase is a 409; a product or
 * cart row that does not exist (or is not the player's) is a 404. Purchases take an Idempotency-Key:
 * a retry with the same key is answered once and charged once.
 */
export class CartGroup extends contractGroup("cart")
  .add(
    /** Always the caller's own cart, whatever `usernum` names. */
    HttpApiEndpoint.get("getShopCart", "/shopcart", { query: CartQuery, success: CartResponse }),
    HttpApiEndpoint.post("addToCart", "/addtocart", {
      query: ProductQuery,
      success: MessageResponse,
      error: NotFound,
    }),
    HttpApiEndpoint.post("buyItem", "/buyitem", {
      query: ProductQuery,
      headers: IdempotencyHeaders,
      success: PurchaseResponse,
      error: [NotFound, Conflict],
    }),
    HttpApiEndpoint.post("buyCartItem", "/buycartitem", {
      query: CartItemsQuery,
      headers: IdempotencyHeaders,
      success: PurchaseResponse,
      error: [ValidationFailed, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("updateQuantity", "/updateQuantity", {
      payload: QuantityChangePayload,
      success: MessageResponse,
      error: [NotFound, ValidationFailed],
    }),
    HttpApiEndpoint.post("updateCheck", "/updateCheck", {
      payload: CartCheckPayload,
      success: MessageResponse,
      error: NotFound,
    }),
    /** Beyond the spec: the spec's cart has no way to take a row out short of buying it. */
    HttpApiEndpoint.post("removeCartItem", "/removecartitem", {
      payload: CartRemovePayload,
      success: MessageResponse,
      error: NotFound,
    }),
  )
  .middleware(Authorization) {}
