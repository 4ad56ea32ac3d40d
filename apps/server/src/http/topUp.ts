import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Settings } from "../config.ts"
import { publicOriginOf } from "../pages/publicOrigin.ts"
import { Payments } from "../payments/Payments.ts"
import { answerRefusals } from "./refusals.ts"

/** The top-up page's calls: packages and ways of paying, paying for one, a payment as it stands. */
export const TopUpHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "topUp",
  Effect.fn(function* (handlers) {
    const payments = yield* Payments
    const originOf = publicOriginOf(yield* Settings)
    return handlers
      .handle("getTopUpCatalog", () => payments.catalog)
      .handle("payTopUp", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const request = yield* HttpServerRequest.HttpServerRequest
          return yield* payments.pay({ userNum: user.UserNum, ...payload, origin: originOf(request) })
        }).pipe(answerRefusals),
      )
      .handle("getPayment", ({ params }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) => payments.view(user.UserNum, params.id)).pipe(
          answerRefusals,
        ),
      )
  }),
)
