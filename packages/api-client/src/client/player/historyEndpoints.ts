import { Schema } from "effect"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../../schemas/history.ts"
import { endpoint } from "../endpoint.ts"

/** The purchase and top-up histories. */
export const historyEndpoints = {
  getShopPurchases: endpoint({
    method: "GET",
    path: "/shoppurchases",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: PurchaseHistoryResponse,
    requiresAuth: true,
  }),
  getTopUpHistory: endpoint({
    method: "GET",
    path: "/topuphistory",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: TopUpHistoryResponse,
    requiresAuth: true,
  }),
} as const
