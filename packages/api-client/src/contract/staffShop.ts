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
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The item shop's console page (administrators only: it sets what players pay): categories and
 * items, including hidden categories and items off sale. Every change is audited and drops the
 * public shop reads on every instance.
 */
export class StaffShopGroup extends contractGroup("staffShop").add(
  HttpApiEndpoint.get("getShopAdminCategories", "/staff/shop/categories", {
    success: AdminShopCategoriesResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("createShopCategory", "/staff/shop/categories/create", {
    payload: CreateShopCategoryPayload,
    success: ShopCategorySaved,
    error: [ValidationFailed, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateShopCategory", "/staff/shop/categories/update", {
    payload: UpdateShopCategoryPayload,
    success: ShopCategorySaved,
    error: [ValidationFailed, Conflict, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("reorderShopCategories", "/staff/shop/categories/reorder", {
    payload: ReorderShopCategoriesPayload,
    success: MessageResponse,
    error: [Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("deleteShopCategory", "/staff/shop/categories/delete", {
    payload: DeleteShopCategoryPayload,
    success: MessageResponse,
    error: [Conflict, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getShopAdminItems", "/staff/shop/items", {
    query: AdminShopItemsQuery,
    success: AdminShopItemsResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getShopAdminItem", "/staff/shop/item", {
    query: AdminShopItemQuery,
    success: AdminShopItem,
    error: NotFound,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("createShopItem", "/staff/shop/items/create", {
    payload: CreateShopItemPayload,
    success: ShopItemSaved,
    error: [ValidationFailed],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateShopItem", "/staff/shop/items/update", {
    payload: UpdateShopItemPayload,
    success: ShopItemSaved,
    error: [ValidationFailed, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("setShopItemSale", "/staff/shop/items/sale", {
    payload: ShopItemSalePayload,
    success: ShopItemSaved,
    error: [NotFound],
  }).middleware(AdministratorAccess),
) {}
