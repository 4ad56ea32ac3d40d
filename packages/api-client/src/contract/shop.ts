import { HttpApiEndpoint } from "effect/http-api"
import { ItemShopQuery, ItemShopResponse, ShopCategoriesResponse, TopSalesResponse } from "../schemas/shop.ts"
import { contractGroup } from "./group.ts"

/** The public shop window: categories, the paged item list and the top sellers. */
export class ShopGroup extends contractGroup("shop").add(
  HttpApiEndpoint.get("getShopCategories", "/shopcategories", { success: ShopCategoriesResponse }),
  HttpApiEndpoint.get("getItemShop", "/itemshop", { query: ItemShopQuery, success: ItemShopResponse }),
  HttpApiEndpoint.get("getTopSales", "/topsales", { success: TopSalesResponse }),
) {}
