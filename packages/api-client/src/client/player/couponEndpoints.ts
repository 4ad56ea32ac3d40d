import { CouponPayload, CouponResponse } from "../../schemas/coupons.ts"
import { contractCalls } from "../contractCalls.ts"

/** Redeeming a code. */
export const couponEndpoints = contractCalls({
  processCoupon: {
    method: "POST",
    path: "/processCoupon",
    payload: "body",
    request: CouponPayload,
    success: CouponResponse,
    requiresAuth: true,
    idempotent: true,
  },
})
