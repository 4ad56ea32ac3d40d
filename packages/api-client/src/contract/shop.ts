import { HttpApiEndpoint } from "effect/http-api"
import { ItemShopQuery, ItemShopResponse, ShopCategoriesResponse, TopSalesResponse } from "../schemas/shop.ts"
import { costumesCategory, wingsOfDawnOnShow } from "./examples/shop.ts"
import { contractGroup, described, pageParameter } from "./group.ts"

export class ShopGroup extends contractGroup(
  "shop",
  "The public shop window: categories, the paged item list and the top sellers.",
).add(
  HttpApiEndpoint.get("getShopCategories", "/shopcategories", {
    success: ShopCategoriesResponse,
  }).annotateMerge(
    described(
      "List the shop's categories",
      "The visible categories in the shop's order, as a bare list.",
      {},
      {
        answer: [
          { id: costumesCategory.id, category_name: costumesCategory.category_name },
          { id: 2, category_name: "Boosters" },
        ],
      },
    ),
  ),
  HttpApiEndpoint.get("getItemShop", "/itemshop", {
    query: ItemShopQuery,
    success: ItemShopResponse,
  }).annotateMerge(
    described(
      "Page through the item shop",
      "Eight items a page of one category (0 is All) in the shop's order, with the page links.",
      { category: "The category's id; 0 (All) when absent.", ...pageParameter },
      {
        answer: {
          itemshopdata: [wingsOfDawnOnShow],
          prev_page: null,
          next_page: 2,
          last_page: 4,
          lpm1: 3,
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getTopSales", "/topsales", { success: TopSalesResponse }).annotateMerge(
    described(
      "List the top sellers",
      "The 10 listed items sold most, by quantity; failed deliveries do not count.",
      {},
      {
        answer: {
          itemshopdata: [wingsOfDawnOnShow],
        },
      },
    ),
  ),
) {}
