import { type CouponResponse, couponEndpoints } from "@gatehouse/api-client"
import { isLoggedIn, type RedeemForm, validationMessages, voucherCodeAsShown } from "@gatehouse/domain"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"
import { reportPlainFailure } from "../dialogs/failureReports.ts"
import { storeBalances } from "./balances.ts"
import { topUpReads } from "./cartQuery.ts"
import { successTitle } from "./economyDialogs.ts"

/**
 * POST /processCoupon with the code as the field shows it, in upper case (codes are compared exactly,
 * so what the player sees is what is checked). A guest is told 'Please Login to Continue!'
 * (`guestText`, in the chosen language) and nothing is sent (the action answers null). On success the new
 * balances go into the session (the sidebar follows) and the server's message is shown; a refusal is
 * a plain alert (spec §8).
 */
export const redeemCode = (
  services: PortalServices,
  form: RedeemForm,
  guestText: string = validationMessages.loginToContinue,
): ClientAction<CouponResponse | null> => {
  if (!isLoggedIn(services.session.getSnapshot())) {
    return {
      call: alertOf(services.handlers, undefined, guestText).pipe(Effect.as(null)),
    }
  }
  const referral = form.ReferralCode.trim()
  return {
    call: services
      .clientFor(couponEndpoints)
      .processCoupon({
        CouponCode: voucherCodeAsShown(form.CouponCode),
        ReferralCode: referral === "" ? null : referral,
      })
      .pipe(Effect.tap((answer) => Effect.sync(() => storeBalances(services, answer)))),
    changes: topUpReads,
    told: (answer) =>
      answer === null ? Effect.void : alertOf(services.handlers, successTitle, answer.message),
    report: reportPlainFailure,
  }
}
