import { validationMessages } from "./messages.ts"
import { collectErrors, emailFieldError, type FieldErrors, requiredError } from "./rules.ts"

/** Find ID form, field named as its payload (spec §7 POST /findUserID). */
export interface FindIdForm {
  readonly findIDEmail: string
}

/** Find password form, fields named as its payload (spec §7 POST /findPassword). */
export interface FindPasswordForm {
  readonly findPWID: string
  readonly findPWEmail: string
}

export type FindIdField = keyof FindIdForm
export type FindPasswordField = keyof FindPasswordForm

/** Spec §5 Find ID: e-mail required, then the shared pattern. */
export const validateFindId = (form: FindIdForm): FieldErrors<FindIdField> =>
  collectErrors({
    findIDEmail: emailFieldError(
      form.findIDEmail,
      validationMessages.findIdEmailRequired,
      validationMessages.emailInvalid,
    ),
  })

/** Spec §5 Find password: user ID required; e-mail required, then the shared pattern. */
export const validateFindPassword = (form: FindPasswordForm): FieldErrors<FindPasswordField> =>
  collectErrors({
    findPWID: requiredError(form.findPWID, validationMessages.findPasswordUserIdRequired),
    findPWEmail: emailFieldError(
      form.findPWEmail,
      validationMessages.findPasswordEmailRequired,
      validationMessages.emailInvalid,
    ),
  })
