import { Schema } from "effect"
import {
  ItemShopQuery,
  ItemShopResponse,
  ShopCategoriesResponse,
  TopSalesResponse,
} from "../../schemas/shop.ts"
import { contractCalls } from "../contractCalls.ts"

/** The item shop's catalogue and its sidebar's top sales. */
export const shopEndpoints = contractCalls({
  getShopCategories: {
    method: "GET",
    path: "/shopcategories",
    payload: "none",
    success: ShopCategoriesResponse,
    requiresAuth: false,
  },
  getItemShop: {
    method: "GET",
    path: "/itemshop",
    payload: "query",
    request: Schema.Struct(ItemShopQuery),
    success: ItemShopResponse,
    requiresAuth: false,
  },
  getTopSales: {
    method: "GET",
    path: "/topsales",
    payload: "none",
    success: TopSalesResponse,
    requiresAuth: false,
  },
})
