import {
  type ApiFailure,
  actionErrorTitle,
  type PolicyHandlers,
  reportActionError,
  validationMessages,
} from "@gatehouse/api-client"
import { starredList } from "@gatehouse/domain"
import type { Effect } from "effect"
import { alertOf } from "../dialogs/alerts.ts"
import { alertTitles } from "../dialogs/alertTitles.ts"

/** Spec §8 success dialogs: 'Success!' for account actions, 'SUCCESS!!' for the IP whitelist. */
export const successTitle = alertTitles.success
export const whitelistSuccessTitle = alertTitles.successLoud

/**
 * A refused form (spec §5 "server validation messages are shown joined on separate lines"): the
 * 'ERROR!' dialog with every message the server listed, else the usual action-error text.
 */
export const reportFormFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> => {
  const lines = validationMessages(failure)
  return lines.length > 0
    ? alertOf(handlers, actionErrorTitle, lines.join("\n"))
    : reportActionError(failure, handlers)
}

/** Spec §8 Registration failure: the form-error messages as a starred list in a plain alert. */
export const reportRegistrationFailure = (
  failure: ApiFailure,
  handlers: PolicyHandlers,
): Effect.Effect<void> => {
  const lines = validationMessages(failure)
  return lines.length > 0
    ? alertOf(handlers, undefined, starredList(lines))
    : reportActionError(failure, handlers)
}
