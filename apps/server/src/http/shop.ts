import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { allCategories, Shop } from "../shop/Shop.ts"

/** The public shop window: categories, the item list page by page, and the best sellers. */
export const ShopHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "shop",
  Effect.fn(function* (handlers) {
    const shop = yield* Shop
    return handlers
      .handle("getShopCategories", () => shop.categories)
      .handle("getItemShop", ({ query }) => shop.page(query.category ?? allCategories, query.page ?? 1))
      .handle("getTopSales", () => Effect.map(shop.topSales, (itemshopdata) => ({ itemshopdata })))
  }),
)
