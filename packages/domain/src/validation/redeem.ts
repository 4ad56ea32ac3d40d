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
 * The code as the input shows it: upper case. Codes are case-sensitive, so this is for display only;
 * the form submits what the user typed.
 */
export const displayVoucherCode = (code: string): string => code.toUpperCase()
