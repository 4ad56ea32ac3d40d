import { HttpApiEndpoint } from "effect/http-api"
import { CouponPayload, CouponResponse } from "../schemas/coupons.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * Redeeming a code loads R-Coin; an unknown code is a 404, a used or expired one a 409. A retry with
 * the same Idempotency-Key is answered once.
 */
export class CouponsGroup extends contractGroup("coupons").add(
  HttpApiEndpoint.post("processCoupon", "/processCoupon", {
    payload: CouponPayload,
    headers: IdempotencyHeaders,
    success: CouponResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(Authorization),
) {}
