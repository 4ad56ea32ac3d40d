import { GatehouseApi } from "@gatehouse/api-client/contract"
import { HttpApiBuilder } from "effect/http-api"
import { notImplemented } from "./notImplemented.ts"

/** The shopping cart: not offered yet, every call answers 501. */
export const CartHandlers = HttpApiBuilder.group(GatehouseApi, "cart", (handlers) =>
  handlers
    .handleRaw("getShopCart", notImplemented("getShopCart"))
    .handleRaw("addToCart", notImplemented("addToCart"))
    .handleRaw("buyItem", notImplemented("buyItem"))
    .handleRaw("buyCartItem", notImplemented("buyCartItem"))
    .handleRaw("updateQuantity", notImplemented("updateQuantity"))
    .handleRaw("updateCheck", notImplemented("updateCheck")),
)
