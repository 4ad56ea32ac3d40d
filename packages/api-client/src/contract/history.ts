import { HttpApiEndpoint } from "effect/http-api"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../schemas/history.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class HistoryGroup extends contractGroup(
  "history",
  "The signed-in player's purchase and redeem (top-up) history, paged.",
)
  .add(
    HttpApiEndpoint.get("getShopPurchases", "/shoppurchases", {
      query: PageQuery,
      success: PurchaseHistoryResponse,
    }).annotateMerge(
      described(
        "Page through purchases",
        "The caller's item purchases, newest first, with their delivery state, one page at a time.",
      ),
    ),
    HttpApiEndpoint.get("getTopUpHistory", "/topuphistory", {
      query: PageQuery,
      success: TopUpHistoryResponse,
    }).annotateMerge(
      described(
        "Page through redeemed codes",
        "The caller's redeemed codes and top-ups, newest first, one page at a time.",
      ),
    ),
  )
  .middleware(Authorization) {}
