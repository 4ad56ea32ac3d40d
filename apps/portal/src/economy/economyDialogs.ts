import {
  type ApiFailure,
  networkErrorMessage,
  type PolicyHandlers,
  plainErrorText,
  serverErrorText,
} from "@gatehouse/api-client"
import { Effect } from "effect"
import { alertOf } from "../dialogs/alerts.ts"

/** Spec §8: a successful redeem or purchase is told in a 'Success!' dialog. */
export const successTitle = "Success!"

/**
 * The api-client's policy already alerts for a missing answer, a 429 and a 401; a second alert on top
 * would tell the player the same thing twice.
 */
const alreadyReported = (failure: ApiFailure): boolean =>
  failure._tag === "ApiNetworkError" ||
  (failure._tag === "ApiHttpError" && (failure.status === 401 || failure.status === 429))

/** Spec §8 Shop and cart: the server's message in an alert, otherwise the network error message. */
export const reportShopFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alreadyReported(failure)
    ? Effect.void
    : alertOf(handlers, undefined, serverErrorText(failure) ?? networkErrorMessage)

/** Spec §8 Login and coupon errors: a plain alert with the server's error or the failure's message. */
export const reportCouponFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alreadyReported(failure) ? Effect.void : alertOf(handlers, undefined, plainErrorText(failure))
