import { accountEndpoints } from "@gatehouse/api-client"
import type { ChangePasswordForm, MemberSession } from "@gatehouse/domain"
import { delays } from "@gatehouse/domain"
import { Duration, Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { announce } from "../dialogs/alerts.ts"
import { logOut } from "../login/logOut.ts"
import { reportFormFailure, successTitle } from "./accountDialogs.ts"

type ChangePasswordServices = Pick<
  PortalServices,
  "clientFor" | "handlers" | "session" | "quietClientFor" | "navigate"
>

/** The secret-answer check: right, or wrong (the prompt asks again). A failed check is told in a dialog. */
export type SecretAnswerCheck = "Correct" | "Incorrect"

/**
 * Spec §5 Change password, after the form's own checks: POST /validate-secret-answer. An answer
 * without a message means the secret answer is wrong. A failed call is told in the ERROR! dialog.
 */
export const checkSecretAnswer = (
  services: Pick<PortalServices, "clientFor">,
  member: MemberSession,
  secretAnswer: string,
): ClientAction<SecretAnswerCheck> => {
  const { UserNum, UserID } = member.user
  return {
    call: services
      .clientFor(accountEndpoints)
      .validateSecretAnswer({ UserNum, UserID, secretAnswer })
      .pipe(Effect.map(({ message }): SecretAnswerCheck => (message ? "Correct" : "Incorrect"))),
  }
}

/**
 * Spec §4 Password change, once the secret answer is right: POST /updatepassword; its message is
 * shown and the player is logged out 2 s later. A refusal (wrong current password, a new password
 * the rules refuse) is told in the ERROR! dialog and the player stays.
 */
export const changePassword = (
  services: ChangePasswordServices,
  member: MemberSession,
  form: ChangePasswordForm,
): ClientAction<{ readonly message: string }> => {
  const { UserNum, UserID } = member.user
  return {
    call: services
      .clientFor(accountEndpoints)
      .updatePassword({ UserNum, UserID, UserPass: form.currentPassword, NewUserPass: form.newPassword }),
    told: ({ message }) =>
      announce(services.handlers, successTitle, message).pipe(
        Effect.andThen(Effect.sleep(Duration.millis(delays.logoutAfterPasswordChangeMs))),
        Effect.andThen(Effect.sync(() => logOut(services))),
      ),
    report: reportFormFailure,
  }
}
