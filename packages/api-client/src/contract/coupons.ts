import { HttpApiEndpoint } from "effect/http-api"
import { CouponPayload, CouponResponse } from "../schemas/coupons.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** Redeeming a code loads R-Coin; an unknown code is a 404, a used one a 409. */
export class CouponsGroup extends contractGroup("coupons").add(
  HttpApiEndpoint.post("processCoupon", "/processCoupon", {
    payload: CouponPayload,
    success: CouponResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(Authorization),
) {}
