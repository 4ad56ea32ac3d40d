import { HttpApiEndpoint } from "effect/http-api"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../schemas/history.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The signed-in player's purchase and redeem (top-up) history, paged. */
export class HistoryGroup extends contractGroup("history")
  .add(
    HttpApiEndpoint.get("getShopPurchases", "/shoppurchases", {
      query: PageQuery,
      success: PurchaseHistoryResponse,
    }),
    HttpApiEndpoint.get("getTopUpHistory", "/topuphistory", {
      query: PageQuery,
      success: TopUpHistoryResponse,
    }),
  )
  .middleware(Authorization) {}
