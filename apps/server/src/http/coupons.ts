import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Coupons } from "../coupons/Coupons.ts"

/** Redeeming codes (Load R-COINS), for the signed-in player only. */
export const CouponsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "coupons",
  Effect.fn(function* (handlers) {
    const coupons = yield* Coupons
    return handlers.handle("processCoupon", ({ payload, headers }) =>
      Effect.flatMap(Effect.service(CurrentUser), (user) =>
        coupons.redeem({
          userNum: user.UserNum,
          couponCode: payload.CouponCode,
          referralCode: payload.ReferralCode,
          idempotencyKey: headers["idempotency-key"],
        }),
      ),
    )
  }),
)
