import { HttpApiEndpoint } from "effect/http-api"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../schemas/history.ts"
import { wingsOfDawnOnShow } from "./examples/shop.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
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
        { ...pageParameter },
        {
          answer: {
            purchasehistory: [
              {
                shopitem: {
                  ItemName: wingsOfDawnOnShow.ItemName,
                  price: wingsOfDawnOnShow.price,
                  image_url: wingsOfDawnOnShow.image_url,
                  section: wingsOfDawnOnShow.section,
                },
                quantity: 1,
                PurDate: "2026-05-21T14:02:00.000Z",
                DeliveryState: "Delivered",
              },
            ],
            prev_page: null,
            next_page: null,
            last_page: 1,
            lpm1: 0,
          },
        },
      ),
    ),
    HttpApiEndpoint.get("getTopUpHistory", "/topuphistory", {
      query: PageQuery,
      success: TopUpHistoryResponse,
    }).annotateMerge(
      described(
        "Page through redeemed codes",
        "The caller's redeemed codes and top-ups, newest first, one page at a time.",
        { ...pageParameter },
        {
          answer: {
            topuphistory: [
              {
                CardCode: "GATE-7Q2M-K9XD",
                DateTopUp: "2026-05-20T11:30:00.000Z",
                Cardvalue: 500,
                section: 1,
                Method: "Code",
                AmountPaid: null,
                State: null,
              },
            ],
            prev_page: null,
            next_page: null,
            last_page: 1,
            lpm1: 0,
          },
        },
      ),
    ),
  )
  .middleware(Authorization) {}
