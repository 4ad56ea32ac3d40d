import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../schemas/history.ts"
import { Authorization } from "./middleware.ts"

/** The signed-in player's purchase and redeem (top-up) history, paged. */
export class HistoryGroup extends HttpApiGroup.make("history")
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
