import { Schema } from "effect"
import {
  ItemShopQuery,
  ItemShopResponse,
  ShopCategoriesResponse,
  TopSalesResponse,
} from "../../schemas/shop.ts"
import { endpoint } from "../endpoint.ts"

/** The item shop's catalogue and its sidebar's top sales. */
export const shopEndpoints = {
  getShopCategories: endpoint({
    method: "GET",
    path: "/shopcategories",
    payload: "none",
    success: ShopCategoriesResponse,
    requiresAuth: false,
  }),
  getItemShop: endpoint({
    method: "GET",
    path: "/itemshop",
    payload: "query",
    request: Schema.Struct(ItemShopQuery),
    success: ItemShopResponse,
    requiresAuth: false,
  }),
  getTopSales: endpoint({
    method: "GET",
    path: "/topsales",
    payload: "none",
    success: TopSalesResponse,
    requiresAuth: false,
  }),
} as const
