import {
  ShopId as id,
  PlainText,
  ShopItemFields,
  shopAdminLimits,
  shopAdminMessages,
  typedShopName,
} from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString, PageNumberFromString } from "../fields.ts"

const categoryName = typedShopName(shopAdminLimits.categoryName, {
  required: shopAdminMessages.categoryNameRequired,
  tooLong: shopAdminMessages.categoryNameTooLong,
})

/** A category as staff see it: hidden ones too, with how many items it holds. */
export const AdminShopCategory = Schema.Struct({
  id: Schema.Finite,
  category_name: Schema.String,
  sortOrder: Schema.Finite,
  hidden: Schema.Boolean,
  itemCount: Schema.Finite,
})
export type AdminShopCategory = typeof AdminShopCategory.Type

export const AdminShopCategoriesResponse = Schema.Struct({ data: Schema.Array(AdminShopCategory) })
export type AdminShopCategoriesResponse = typeof AdminShopCategoriesResponse.Type

/** POST /staff/shop/categories/create: a new category goes last, shown. */
export const CreateShopCategoryPayload = Schema.Struct({ category_name: categoryName })

/** POST /staff/shop/categories/update: rename and show or hide one category. */
export const UpdateShopCategoryPayload = Schema.Struct({
  id,
  category_name: categoryName,
  hidden: Schema.Boolean,
})

/** POST /staff/shop/categories/reorder: every category's id, in the order the shop's tabs show them. */
export const ReorderShopCategoriesPayload = Schema.Struct({
  ids: Schema.Array(id).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
})

/** POST /staff/shop/categories/delete: only an empty category can go. */
export const DeleteShopCategoryPayload = Schema.Struct({ id })

export const CreateShopItemPayload = Schema.Struct(ShopItemFields)
export type CreateShopItemPayload = typeof CreateShopItemPayload.Type

export const UpdateShopItemPayload = Schema.Struct({ ProductNum: id, ...ShopItemFields })
export type UpdateShopItemPayload = typeof UpdateShopItemPayload.Type

/** POST /staff/shop/items/sale: put one item on sale or take it off. */
export const ShopItemSalePayload = Schema.Struct({ ProductNum: id, onSale: Schema.Boolean })

/** An item as staff see it: everything they can edit, the price as exact text. */
export const AdminShopItem = Schema.Struct({
  ProductNum: Schema.Finite,
  categoryId: Schema.Finite,
  ItemName: Schema.String,
  price: Schema.String,
  section: Schema.Finite,
  premium: Schema.Boolean,
  onSale: Schema.Boolean,
  ribbon: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  image_url: Schema.NullOr(Schema.String),
  icon: Schema.NullOr(Schema.String),
  gameProductNum: Schema.NullOr(Schema.Finite),
  gameItemMain: Schema.NullOr(Schema.Finite),
  gameItemSub: Schema.NullOr(Schema.Finite),
})
export type AdminShopItem = typeof AdminShopItem.Type

/** The answer of every item change: what was saved and a sentence to show. */
export const ShopItemSaved = Schema.Struct({ message: Schema.String, item: AdminShopItem })

/** The answer of every category change. */
export const ShopCategorySaved = Schema.Struct({ message: Schema.String, category: AdminShopCategory })

/** Which items the list shows: "yes" on sale, "no" off sale; any when left out. */
export const shopSaleFilters = ["yes", "no"] as const

/** GET /staff/shop/items: filters narrow the list, all left out lists every item. */
export const AdminShopItemsQuery = {
  category: Schema.optionalKey(NaturalFromString),
  onSale: Schema.optionalKey(Schema.Literals(shopSaleFilters)),
  text: Schema.optionalKey(PlainText.check(Schema.isMaxLength(shopAdminLimits.searchText))),
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const AdminShopItemsResponse = Schema.Struct({
  data: Schema.Array(AdminShopItem),
  page: Schema.Finite,
  pageCount: Schema.Finite,
  total: Schema.Finite,
})
export type AdminShopItemsResponse = typeof AdminShopItemsResponse.Type

/** GET /staff/shop/item?ProductNum={n}: one item for its editor. */
export const AdminShopItemQuery = { ProductNum: NaturalFromString } as const
