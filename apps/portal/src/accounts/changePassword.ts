import { accountEndpoints } from "@gatehouse/api-client"
import type { ChangePasswordForm, MemberSession } from "@gatehouse/domain"
import { delays } from "@gatehouse/domain"
import { Duration, Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { announce } from "../dialogs/alerts.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"
import { logOut } from "../login/logOut.ts"
import { reportFormFailure, successTitle } from "./accountDialogs.ts"

type ChangePasswordServices = Pick<
  PortalServices,
  "clientFor" | "handlers" | "session" | "quietClientFor" | "navigate"
>

/** The secret-answer check: right, wrong (the prompt asks again), or failed (already told). */
export type SecretAnswerCheck = "Correct" | "Incorrect" | "Failed"

/**
 * Spec §5 Change password, after the form's own checks: POST /validate-secret-answer. An answer
 * without a message means the secret answer is wrong. A failed call is told in the ERROR! dialog.
 */
export const checkSecretAnswer = (
  services: Pick<PortalServices, "clientFor" | "handlers">,
  member: MemberSession,
  secretAnswer: string,
): Effect.Effect<SecretAnswerCheck> =>
  Effect.gen(function* () {
    const { UserNum, UserID } = member.user
    const check = yield* services
      .clientFor(accountEndpoints)
      .validateSecretAnswer({ UserNum, UserID, secretAnswer })
      .pipe(Effect.result)
    if (Result.isFailure(check)) {
      yield* reportFailedAction(check.failure, services.handlers)
      return "Failed"
    }
    return check.success.message ? "Correct" : "Incorrect"
  })

/**
 * Spec §4 Password change, once the secret answer is right: POST /updatepassword; its message is
 * shown and the player is logged out 2 s later. A refusal (wrong current password, a new password
 * the rules refuse) is told in the ERROR! dialog and the player stays.
 */
export const changePassword = (
  services: ChangePasswordServices,
  member: MemberSession,
  form: ChangePasswordForm,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { UserNum, UserID } = member.user
    const changed = yield* services
      .clientFor(accountEndpoints)
      .updatePassword({ UserNum, UserID, UserPass: form.currentPassword, NewUserPass: form.newPassword })
      .pipe(Effect.result)
    if (Result.isFailure(changed)) return yield* reportFormFailure(changed.failure, services.handlers)
    yield* announce(services.handlers, successTitle, changed.success.message)
    yield* Effect.sleep(Duration.millis(delays.logoutAfterPasswordChangeMs))
    yield* Effect.sync(() => logOut(services))
  })
