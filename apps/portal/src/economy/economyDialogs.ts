import {
  type ApiFailure,
  networkErrorMessage,
  type PolicyHandlers,
  serverErrorText,
} from "@gatehouse/api-client"
import type { Effect } from "effect"
import { alertOf } from "../dialogs/alerts.ts"
import { alertTitles } from "../dialogs/alertTitles.ts"

/** Spec §8: a successful redeem or purchase is told in a 'Success!' dialog. */
export const successTitle = alertTitles.success

/** Spec §8 Shop and cart: the server's message in an alert, otherwise the network error message. */
export const reportShopFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alertOf(handlers, undefined, serverErrorText(failure) ?? networkErrorMessage)
