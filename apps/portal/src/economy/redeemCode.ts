import { couponEndpoints } from "@gatehouse/api-client"
import { isLoggedIn, type RedeemForm, validationMessages, voucherCodeAsShown } from "@gatehouse/domain"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { reportPlainFailure } from "../dialogs/failureReports.ts"
import { storeBalances } from "./balances.ts"
import { successTitle } from "./economyDialogs.ts"

/**
 * POST /processCoupon with the code as the field shows it, in upper case (codes are compared exactly,
 * so what the player sees is what is checked). A guest is told
 * 'Please Login to Continue!' and nothing is sent. On success the new balances go into the session
 * (the sidebar follows) and the server's message is shown; a refusal is a plain alert (spec §8).
 * Succeeds with whether the code was redeemed, so the form can be cleared.
 */
export const redeemCode = (services: PortalServices, form: RedeemForm): Effect.Effect<boolean> => {
  if (!isLoggedIn(services.session.getSnapshot())) {
    return alertOf(services.handlers, undefined, validationMessages.loginToContinue).pipe(Effect.as(false))
  }
  const referral = form.ReferralCode.trim()
  return services
    .clientFor(couponEndpoints)
    .processCoupon({
      CouponCode: voucherCodeAsShown(form.CouponCode),
      ReferralCode: referral === "" ? null : referral,
    })
    .pipe(
      Effect.tap((answer) => Effect.sync(() => storeBalances(services, answer))),
      Effect.flatMap(({ message }) => alertOf(services.handlers, successTitle, message)),
      Effect.as(true),
      Effect.catch((failure) => reportPlainFailure(failure, services.handlers).pipe(Effect.as(false))),
    )
}
