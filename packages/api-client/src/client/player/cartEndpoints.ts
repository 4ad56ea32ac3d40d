import { Schema } from "effect"
import {
  CartCheckPayload,
  CartItemsQuery,
  CartRemovePayload,
  ProductQuery,
  PurchaseResponse,
  QuantityChangePayload,
} from "../../schemas/cart.ts"
import { MessageResponse } from "../../schemas/common.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * The cart's actions and buying (the cart itself is read by the frame, see frameEndpoints).
 */
export const cartEndpoints = contractCalls({
  addToCart: {
    method: "POST",
    path: "/addtocart",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: MessageResponse,
    requiresAuth: true,
  },
  buyItem: {
    method: "POST",
    path: "/buyitem",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  },
  buyCartItem: {
    method: "POST",
    path: "/buycartitem",
    payload: "query",
    request: Schema.Struct(CartItemsQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  },
  updateQuantity: {
    method: "POST",
    path: "/updateQuantity",
    payload: "body",
    request: QuantityChangePayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  updateCheck: {
    method: "POST",
    path: "/updateCheck",
    payload: "body",
    request: CartCheckPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  removeCartItem: {
    method: "POST",
    path: "/removecartitem",
    payload: "body",
    request: CartRemovePayload,
    success: MessageResponse,
    requiresAuth: true,
  },
})
