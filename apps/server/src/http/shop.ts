import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PublicReads } from "../cache/PublicReads.ts"
import { allCategories } from "../shop/Shop.ts"

/** The public shop window: categories, the item list page by page, and the best sellers, from memory. */
export const ShopHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "shop",
  Effect.fn(function* (handlers) {
    const reads = yield* PublicReads
    return handlers
      .handle("getShopCategories", () => reads.shopCategories)
      .handle("getItemShop", ({ query }) => reads.shopPage(query.category ?? allCategories, query.page ?? 1))
      .handle("getTopSales", () => reads.topSales)
  }),
)
