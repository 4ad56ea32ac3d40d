import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { BalanceFields } from "./common.ts"

/** POST /processCoupon: the referral (streamer) code is optional; empty or null means none. */
export const CouponPayload = Schema.Struct({
  CouponCode: PlainText,
  ReferralCode: Schema.optional(Schema.NullOr(PlainText)),
})
export type CouponPayload = typeof CouponPayload.Type

/** `status` 1 means the code was redeemed; the balances are the player's new totals. */
export const CouponResponse = Schema.Struct({
  message: Schema.String,
  status: Schema.Int,
  couponcode: Schema.String,
  ...BalanceFields,
})
export type CouponResponse = typeof CouponResponse.Type
