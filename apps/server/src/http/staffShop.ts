import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ShopAdmin, shopAdminAnswers } from "../shop/ShopAdmin.ts"
import { answerRefusals } from "./refusals.ts"

/** The item shop's console page: categories and items, administrators only (the contract says so). */
export const StaffShopHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffShop",
  Effect.fn(function* (handlers) {
    const shop = yield* ShopAdmin
    return handlers
      .handle("getShopAdminCategories", () => Effect.map(shop.categories, (data) => ({ data })))
      .handle("createShopCategory", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const category = yield* shop.createCategory(staff, payload.category_name)
          return { message: shopAdminAnswers.categoryCreated, category }
        }).pipe(answerRefusals),
      )
      .handle("updateShopCategory", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const category = yield* shop.updateCategory(staff, payload)
          return { message: shopAdminAnswers.categorySaved, category }
        }).pipe(answerRefusals),
      )
      .handle("reorderShopCategories", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          yield* shop.reorderCategories(staff, payload.ids)
          return { message: shopAdminAnswers.categoriesReordered }
        }).pipe(answerRefusals),
      )
      .handle("deleteShopCategory", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          yield* shop.deleteCategory(staff, payload.id)
          return { message: shopAdminAnswers.categoryDeleted }
        }).pipe(answerRefusals),
      )
      .handle("getShopAdminItems", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { data, pageCount, total } = yield* shop.items({ ...query, page })
          return { data, page, pageCount, total }
        }),
      )
      .handle("getShopAdminItem", ({ query }) => shop.item(query.ProductNum).pipe(answerRefusals))
      .handle("createShopItem", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const item = yield* shop.createItem(staff, payload)
          return { message: shopAdminAnswers.itemCreated, item }
        }).pipe(answerRefusals),
      )
      .handle("updateShopItem", ({ payload: { ProductNum, ...fields } }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const item = yield* shop.updateItem(staff, ProductNum, fields)
          return { message: shopAdminAnswers.itemSaved, item }
        }).pipe(answerRefusals),
      )
      .handle("setShopItemSale", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const item = yield* shop.setSale(staff, payload.ProductNum, payload.onSale)
          return {
            message: payload.onSale ? shopAdminAnswers.itemOnSale : shopAdminAnswers.itemOffSale,
            item,
          }
        }).pipe(answerRefusals),
      )
  }),
)
