import { accountEndpoints } from "@gatehouse/api-client"
import type { ResetPasswordValues } from "@gatehouse/ui"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { announce } from "../dialogs/alerts.ts"
import { reportFormFailure, successTitle } from "./accountDialogs.ts"

/**
 * The mailed reset link opens /findaccount?reset={token} (docs/api.md, POST /reset-password); the
 * Find Account section then shows the reset form instead of the two find forms.
 */
export const resetLinkParameter = "reset"

/** The reset token in the address, or null when there is none. */
export const resetTokenOf = (search: string): string | null => {
  const token = new URLSearchParams(search).get(resetLinkParameter)?.trim() ?? ""
  return token === "" ? null : token
}

/** Where the player logs in with the new password. */
export const afterResetPath = "/login"

/**
 * POST /reset-password with the link's token: the server's message, then the login page. A used or
 * expired link, or a password the rules refuse, is told in the ERROR! dialog and the form stays.
 */
export const resetPassword = (
  services: Pick<PortalServices, "clientFor" | "handlers" | "navigate">,
  token: string,
  values: ResetPasswordValues,
): ClientAction<{ readonly message: string }> => ({
  call: services.clientFor(accountEndpoints).resetPassword({ token, NewUserPass: values.newPassword }),
  told: ({ message }) =>
    announce(services.handlers, successTitle, message).pipe(
      Effect.andThen(Effect.sync(() => services.navigate(afterResetPath))),
    ),
  report: reportFormFailure,
})
