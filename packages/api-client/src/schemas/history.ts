import { PageFields, PurchaseHistoryRow, TopUpHistoryRow } from "@gatehouse/domain"
import { Schema } from "effect"
import { PageNumberFromString } from "./fields.ts"

/** GET /shoppurchases?page={n} and GET /topuphistory?page={n}: page defaults to 1. */
export const PageQuery = { page: Schema.optionalKey(PageNumberFromString) } as const

export const PurchaseHistoryResponse = Schema.Struct({
  purchasehistory: Schema.Array(PurchaseHistoryRow),
  ...PageFields,
})
export type PurchaseHistoryResponse = typeof PurchaseHistoryResponse.Type

export const TopUpHistoryResponse = Schema.Struct({
  topuphistory: Schema.Array(TopUpHistoryRow),
  ...PageFields,
})
export type TopUpHistoryResponse = typeof TopUpHistoryResponse.Type
