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
import { endpoint } from "../endpoint.ts"

/**
 * The cart's actions and buying (the cart itself is read by the frame, see frameEndpoints).
 */
export const cartEndpoints = {
  addToCart: endpoint({
    method: "POST",
    path: "/addtocart",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: MessageResponse,
    requiresAuth: true,
  }),
  buyItem: endpoint({
    method: "POST",
    path: "/buyitem",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  }),
  buyCartItem: endpoint({
    method: "POST",
    path: "/buycartitem",
    payload: "query",
    request: Schema.Struct(CartItemsQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  }),
  updateQuantity: endpoint({
    method: "POST",
    path: "/updateQuantity",
    payload: "body",
    request: QuantityChangePayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  updateCheck: endpoint({
    method: "POST",
    path: "/updateCheck",
    payload: "body",
    request: CartCheckPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  removeCartItem: endpoint({
    method: "POST",
    path: "/removecartitem",
    payload: "body",
    request: CartRemovePayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
} as const
