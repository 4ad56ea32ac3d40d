import { HttpApiEndpoint } from "effect/http-api"
import { CouponPayload, CouponResponse } from "../schemas/coupons.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup, described, idempotencyParameter } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class CouponsGroup extends contractGroup(
  "coupons",
  "Redeeming a code loads R-Coin; an unknown code is a 404, a used or expired one a 409. A retry with the same Idempotency-Key is answered once.",
).add(
  HttpApiEndpoint.post("processCoupon", "/processCoupon", {
    payload: CouponPayload,
    headers: IdempotencyHeaders,
    success: CouponResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Redeem a code",
        "Redeems a voucher code (case-sensitive, surrounding spaces dropped) and an optional streamer's referral code, and answers the new balances with a message naming what was added. A blank code or an unknown referral code is a 422, an unknown code a 404, a used or expired code (or a balance already at its most) a 409. Failed redemptions count against the account (10 an hour, then 429).",
        { ...idempotencyParameter },
        {
          request: { CouponCode: "GATE-7Q2M-K9XD", ReferralCode: null },
          answer: {
            message: "Code GATE-7Q2M-K9XD redeemed! 500.00 R-Coin added to your balance.",
            status: 1,
            couponcode: "GATE-7Q2M-K9XD",
            userPoints: 1750.5,
            userPoints2: 300,
          },
        },
      ),
    )
    .middleware(Authorization),
) {}
