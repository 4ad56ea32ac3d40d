import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import {
  AdminShopCategoriesResponse,
  AdminShopItem,
  AdminShopItemQuery,
  AdminShopItemsQuery,
  AdminShopItemsResponse,
  CreateShopCategoryPayload,
  CreateShopItemPayload,
  DeleteShopCategoryPayload,
  ReorderShopCategoriesPayload,
  ShopCategorySaved,
  ShopItemSalePayload,
  ShopItemSaved,
  UpdateShopCategoryPayload,
  UpdateShopItemPayload,
} from "../schemas/staff/shop.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { costumesCategory, wingsOfDawn, wingsOfDawnFields } from "./examples/shop.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

export class StaffShopGroup extends contractGroup(
  "staffShop",
  "The item shop's console page (administrators only: it sets what players pay): categories and items, including hidden categories and items off sale. Every change is audited and drops the public shop reads on every instance.",
).add(
  HttpApiEndpoint.get("getShopAdminCategories", "/staff/shop/categories", {
    success: AdminShopCategoriesResponse,
  })
    .annotateMerge(
      described(
        "List the shop's categories",
        "Every category in the tabs' order, hidden ones too, with how many items each holds.",
        {},
        {
          answer: {
            data: [costumesCategory],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createShopCategory", "/staff/shop/categories/create", {
    payload: CreateShopCategoryPayload,
    success: ShopCategorySaved,
    error: [ValidationFailed, Conflict],
  })
    .annotateMerge(
      described(
        "Create a shop category",
        "Adds a shown category, last; a name another category has (in any case) is a 422.",
        {},
        {
          request: { category_name: "Costumes" },
          answer: {
            message: "Category created.",
            category: costumesCategory,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateShopCategory", "/staff/shop/categories/update", {
    payload: UpdateShopCategoryPayload,
    success: ShopCategorySaved,
    error: [ValidationFailed, Conflict, NotFound],
  })
    .annotateMerge(
      described(
        "Change a shop category",
        "Renames a category or hides it (a hidden category's items leave the shop). 404 for no such category, 422 for a name taken.",
        {},
        {
          request: { id: 1, category_name: "Costumes", hidden: false },
          answer: {
            message: "Category saved.",
            category: costumesCategory,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("reorderShopCategories", "/staff/shop/categories/reorder", {
    payload: ReorderShopCategoriesPayload,
    success: MessageResponse,
    error: [Conflict],
  })
    .annotateMerge(
      described(
        "Reorder the shop's categories",
        "Every category once, in the new order; 409 when the list changed meanwhile.",
        {},
        { request: { ids: [2, 1, 3] }, answer: { message: "Categories reordered." } },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("deleteShopCategory", "/staff/shop/categories/delete", {
    payload: DeleteShopCategoryPayload,
    success: MessageResponse,
    error: [Conflict, NotFound],
  })
    .annotateMerge(
      described(
        "Delete a shop category",
        "Deletes an empty category; 409 while it still has items, 404 for no such category.",
        {},
        { request: { id: 3 }, answer: { message: "Category deleted." } },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getShopAdminItems", "/staff/shop/items", {
    query: AdminShopItemsQuery,
    success: AdminShopItemsResponse,
  })
    .annotateMerge(
      described(
        "List the shop's items",
        "Items filtered by category, sale state and text (part of the name, or a product number), 20 a page in the shop's order, off-sale ones too.",
        {
          category: "Only items of this category (its id).",
          onSale: "Only items on sale (`yes`) or off sale (`no`).",
          text: "Only items whose name contains this text, or whose ProductNum it is.",
          ...pageParameter,
        },
        {
          answer: {
            data: [wingsOfDawn],
            page: 1,
            pageCount: 2,
            total: 27,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getShopAdminItem", "/staff/shop/item", {
    query: AdminShopItemQuery,
    success: AdminShopItem,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read a shop item",
        "One item with every field staff edit, `price` as exact text; 404 for no such item.",
        { ProductNum: "The item's ProductNum." },
        {
          answer: wingsOfDawn,
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createShopItem", "/staff/shop/items/create", {
    payload: CreateShopItemPayload,
    success: ShopItemSaved,
    error: [ValidationFailed],
  })
    .annotateMerge(
      described(
        "Create a shop item",
        "Adds an item to a category; an unknown category is a 422.",
        {},
        {
          request: wingsOfDawnFields,
          answer: { message: "Item created.", item: wingsOfDawn },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateShopItem", "/staff/shop/items/update", {
    payload: UpdateShopItemPayload,
    success: ShopItemSaved,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Change a shop item",
        "Replaces the item's fields; 404 for no such item, 422 for an unknown category.",
        {},
        {
          request: wingsOfDawn,
          answer: { message: "Item saved.", item: wingsOfDawn },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("setShopItemSale", "/staff/shop/items/sale", {
    payload: ShopItemSalePayload,
    success: ShopItemSaved,
    error: [NotFound],
  })
    .annotateMerge(
      described(
        "Put an item on or off sale",
        "Off sale, the item leaves the shop and cannot be carted or bought, and stays in histories; 404 for no such item.",
        {},
        {
          request: { ProductNum: 3001, onSale: false },
          answer: {
            message: "The item is off sale: players no longer see or buy it.",
            item: { ...wingsOfDawn, onSale: false },
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
