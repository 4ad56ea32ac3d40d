import type { UserIpResponse } from "@gatehouse/api-client"
import { accountEndpoints } from "@gatehouse/api-client"
import type { MemberSession } from "@gatehouse/domain"
import type { AccountDetails, ConnectionInfo, LoadState } from "@gatehouse/ui"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import type { ClientAction } from "../data/clientAction.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { announce } from "../dialogs/alerts.ts"
import { logOut } from "../login/logOut.ts"
import { reportFormFailure, successTitle, whitelistSuccessTitle } from "./accountDialogs.ts"

type AccountServices = Pick<
  PortalServices,
  "clientFor" | "handlers" | "session" | "quietClientFor" | "navigate"
>

/** Spec §8 Password check messages. */
export const passwordCheckMessages = {
  incorrect: "Password is incorrect. Please try again.",
  failed: "An error occurred while validating the password.",
} as const

/** GET /user-ip: the connection the account page shows, asked again after a whitelist request. */
export const connectionQuery = apiQuery(accountEndpoints, "getUserIp")

/** The connection as the page shows it; a failed load is shown in the page (401 and 429 are the policy's). */
export const connectionOf = (state: LoadState<UserIpResponse>): LoadState<ConnectionInfo> =>
  mapLoaded(state, (answer) => answer.useripdata)

/** The confirm-password check: right, or the message the modal shows (spec §8 Password check). */
export type PasswordCheck =
  | { readonly _tag: "Correct" }
  | { readonly _tag: "Refused"; readonly message: string }

/**
 * POST /api/validate-password: a message means the password is right; none means it is wrong; a
 * failed call (or no user to check) is 'An error occurred while validating the password.'.
 */
export const checkPassword = (
  services: Pick<PortalServices, "clientFor">,
  member: MemberSession | null,
  password: string,
): Effect.Effect<PasswordCheck> => {
  if (member === null) return Effect.succeed({ _tag: "Refused", message: passwordCheckMessages.failed })
  const { UserNum, UserID } = member.user
  return services
    .clientFor(accountEndpoints)
    .validatePassword({ UserNum, UserID, UserPass: password })
    .pipe(
      Effect.map(
        ({ message }): PasswordCheck =>
          message ? { _tag: "Correct" } : { _tag: "Refused", message: passwordCheckMessages.incorrect },
      ),
      Effect.orElseSucceed((): PasswordCheck => ({ _tag: "Refused", message: passwordCheckMessages.failed })),
    )
}

/**
 * POST /updateuserdetails with the confirmed password (spec §4 Account page). The e-mail is shown
 * masked and so sent as it is; an empty second password leaves it unchanged. When the answer carries
 * a message it is shown and the player is logged out; a refusal is told in the ERROR! dialog.
 */
export const saveDetails = (
  services: AccountServices,
  member: MemberSession,
  details: AccountDetails,
  password: string,
): ClientAction<{ readonly message: string | null }> => {
  const { UserNum, UserID, UserEmail } = member.user
  return {
    call: services
      .clientFor(accountEndpoints)
      .updateUserDetails({ UserNum, UserID, UserPass: password, UserPass2: "", UserEmail, ...details }),
    told: ({ message }) =>
      message
        ? announce(services.handlers, successTitle, message).pipe(
            Effect.andThen(Effect.sync(() => logOut(services))),
          )
        : Effect.void,
    report: reportFormFailure,
  }
}

/**
 * POST /whitelist-user-ip (spec §8): the caller shows 'Processing request / please wait...' while it
 * runs; success is the 'SUCCESS!!' dialog, a refusal (already requested) the ERROR! dialog. Either
 * way the connection's state is read again.
 */
export const requestWhitelist = (
  services: Pick<PortalServices, "clientFor" | "handlers">,
): ClientAction<{ readonly message: string }> => ({
  call: services.clientFor(accountEndpoints).whitelistUserIp(),
  changes: [connectionQuery.call],
  changesWhenRefused: true,
  told: ({ message }) => announce(services.handlers, whitelistSuccessTitle, message),
})
