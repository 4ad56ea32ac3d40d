import { PageFields, ShopCategory, ShopItem } from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString, PageNumberFromString } from "./fields.ts"

/** GET /itemshop?category={n}&page={n}: both optional, defaulting to category 0 (All) and page 1. */
export const ItemShopQuery = {
  category: Schema.optionalKey(NaturalFromString),
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const ItemShopResponse = Schema.Struct({ itemshopdata: Schema.Array(ShopItem), ...PageFields })
export type ItemShopResponse = typeof ItemShopResponse.Type

/** GET /topsales */
export const TopSalesResponse = Schema.Struct({ itemshopdata: Schema.Array(ShopItem) })
export type TopSalesResponse = typeof TopSalesResponse.Type

/** GET /shopcategories answers the bare list (the spec says only "categories"). */
export const ShopCategoriesResponse = Schema.Array(ShopCategory)
export type ShopCategoriesResponse = typeof ShopCategoriesResponse.Type
