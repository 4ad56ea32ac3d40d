import { validationMessages } from "./messages.ts"
import { collectErrors, type FieldErrors, requiredError } from "./rules.ts"

export interface LoginForm {
  readonly username: string
  readonly password: string
}

export type LoginField = keyof LoginForm

/** Spec §5 Login: both fields must be non-blank after trimming; the call is made only when this is empty. */
export const validateLogin = (form: LoginForm): FieldErrors<LoginField> =>
  collectErrors({
    username: requiredError(form.username, validationMessages.usernameRequired),
    password: requiredError(form.password, validationMessages.passwordRequired),
  })
