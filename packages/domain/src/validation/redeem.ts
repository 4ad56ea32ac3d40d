import { validationMessages } from "./messages.ts"
import { collectErrors, type FieldErrors, requiredError } from "./rules.ts"

/** Redeem (Load R-COINS) form, fields named as the payload of POST /processCoupon. */
export interface RedeemForm {
  readonly CouponCode: string
  readonly ReferralCode: string
}

export type RedeemField = keyof RedeemForm

/** Spec §5 Redeem: the voucher code is required; the streamer referral code is optional. */
export const validateRedeem = (form: RedeemForm): FieldErrors<RedeemField> =>
  collectErrors({
    CouponCode: requiredError(form.CouponCode, validationMessages.voucherCodeRequired),
    ReferralCode: undefined,
  })

/**
 * The code as the input shows it and as it is sent: upper case. Codes are issued in upper case only
 * and compared exactly (case-sensitive), so what the player sees is what is checked.
 */
export const voucherCodeAsShown = (code: string): string => code.toUpperCase()
