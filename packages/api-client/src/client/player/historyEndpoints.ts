import { Schema } from "effect"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../../schemas/history.ts"
import { contractCalls } from "../contractCalls.ts"

/** The purchase and top-up histories. */
export const historyEndpoints = contractCalls({
  getShopPurchases: {
    method: "GET",
    path: "/shoppurchases",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: PurchaseHistoryResponse,
    requiresAuth: true,
  },
  getTopUpHistory: {
    method: "GET",
    path: "/topuphistory",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: TopUpHistoryResponse,
    requiresAuth: true,
  },
})
