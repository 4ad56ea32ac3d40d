import { GatehouseApi } from "@gatehouse/api-client/contract"
import { HttpApiBuilder } from "effect/http-api"
import { notImplemented } from "./notImplemented.ts"

/** The item shop: not offered yet, every call answers 501. */
export const ShopHandlers = HttpApiBuilder.group(GatehouseApi, "shop", (handlers) =>
  handlers
    .handleRaw("getShopCategories", notImplemented("getShopCategories"))
    .handleRaw("getItemShop", notImplemented("getItemShop"))
    .handleRaw("getTopSales", notImplemented("getTopSales")),
)
