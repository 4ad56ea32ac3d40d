import { CouponPayload, CouponResponse } from "../../schemas/coupons.ts"
import { endpoint } from "../endpoint.ts"

/** Redeeming a code. */
export const couponEndpoints = {
  processCoupon: endpoint({
    method: "POST",
    path: "/processCoupon",
    payload: "body",
    request: CouponPayload,
    success: CouponResponse,
    requiresAuth: true,
    idempotent: true,
  }),
} as const
