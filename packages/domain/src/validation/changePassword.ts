import { validationMessages } from "./messages.ts"
import { collectErrors, type FieldErrors, isBlank, requiredError } from "./rules.ts"

export interface ChangePasswordForm {
  readonly currentPassword: string
  readonly newPassword: string
  readonly retypeNewPassword: string
}

export type ChangePasswordField = keyof ChangePasswordForm

/**
 * Spec §5 Change password. The mismatch message sits on the retype field and only appears once both
 * new-password fields are filled, so a user is never told two things about one empty box.
 */
export const validateChangePassword = (form: ChangePasswordForm): FieldErrors<ChangePasswordField> => {
  const bothNewFilled = !isBlank(form.newPassword) && !isBlank(form.retypeNewPassword)
  const mismatch = bothNewFilled && form.newPassword !== form.retypeNewPassword
  return collectErrors({
    currentPassword: requiredError(form.currentPassword, validationMessages.currentPasswordRequired),
    newPassword: requiredError(form.newPassword, validationMessages.newPasswordRequired),
    retypeNewPassword: mismatch
      ? validationMessages.newPasswordMismatch
      : requiredError(form.retypeNewPassword, validationMessages.retypeNewPasswordRequired),
  })
}
