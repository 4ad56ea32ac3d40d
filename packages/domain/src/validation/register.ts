import { validationMessages } from "./messages.ts"
import { collectErrors, emailFieldError, type FieldErrors, requiredError } from "./rules.ts"

/** The registration fields the client checks, named as in the registration payload (spec §3). */
export interface RegisterForm {
  readonly userId: string
  readonly userEmail: string
  readonly userPassword: string
  readonly userPasswordConfirm: string
}

export type RegisterField = keyof RegisterForm

/**
 * Spec §5 Register (client rules only). The product does not check on the client that the two
 * passwords match, nor the secret question, answer, gender or terms: the server answers those with
 * its own form-error list (see `formErrorLines`). Max lengths are the inputs' own limits (`maxLengths`).
 */
export const validateRegister = (form: RegisterForm): FieldErrors<RegisterField> =>
  collectErrors({
    userId: requiredError(form.userId, validationMessages.usernameRequired),
    userEmail: emailFieldError(
      form.userEmail,
      validationMessages.emailRequired,
      validationMessages.emailInvalid,
    ),
    userPassword: requiredError(form.userPassword, validationMessages.passwordRequired),
    userPasswordConfirm: requiredError(form.userPasswordConfirm, validationMessages.confirmPasswordRequired),
  })
