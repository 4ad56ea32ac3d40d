import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { History } from "../history/History.ts"

const currentUserNum = Effect.map(Effect.service(CurrentUser), (user) => user.UserNum)

/** The signed-in player's purchase and redeem (top-up) history, newest first, page by page. */
export const HistoryHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "history",
  Effect.fn(function* (handlers) {
    const history = yield* History
    return handlers
      .handle("getShopPurchases", ({ query }) =>
        Effect.flatMap(currentUserNum, (userNum) => history.purchases(userNum, query.page ?? 1)),
      )
      .handle("getTopUpHistory", ({ query }) =>
        Effect.flatMap(currentUserNum, (userNum) => history.topUps(userNum, query.page ?? 1)),
      )
  }),
)
