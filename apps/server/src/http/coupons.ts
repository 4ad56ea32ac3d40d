import { CurrentUser, GatehouseApi, TooManyRequests } from "@gatehouse/api-client/contract"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AccountThrottle } from "../accounts/AccountThrottle.ts"
import { Coupons } from "../coupons/Coupons.ts"
import { answerRefusals } from "./refusals.ts"

/**
 * Redeeming codes (Load R-COINS), for the signed-in player only. Codes that do not exist, are used
 * or have expired count against the account (AccountThrottle's coupon policy), on top of the
 * per-address limit, so guessing codes is slow from any number of addresses.
 */
export const CouponsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "coupons",
  Effect.fn(function* (handlers) {
    const coupons = yield* Coupons
    const throttle = yield* AccountThrottle
    return handlers.handle("processCoupon", ({ payload, headers }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        yield* throttle
          .guardCoupons(user.UserNum)
          .pipe(Effect.mapError(() => new TooManyRequests({ message: tooManyRequestsMessage })))
        return yield* coupons
          .redeem({
            userNum: user.UserNum,
            couponCode: payload.CouponCode,
            referralCode: payload.ReferralCode,
            idempotencyKey: headers["idempotency-key"],
          })
          .pipe(
            Effect.tapError((error) =>
              error._tag === "NotAvailable" || error._tag === "StateConflict"
                ? throttle.recordCouponFailure(user.UserNum)
                : Effect.void,
            ),
            answerRefusals,
          )
      }),
    )
  }),
)
