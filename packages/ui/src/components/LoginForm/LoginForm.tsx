import { maxLengths } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { useValidationText } from "../../i18n/useValidationText.ts"
import { PlainButton } from "../Button/PlainButton.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { TextField } from "../TextField/TextField.tsx"
import * as styles from "./LoginForm.css.ts"
import english from "./LoginForm.en.json"
import { type LoginCredentials, useLoginForm } from "./useLoginForm.ts"

export interface LoginFormProps {
  readonly onLogin: (credentials: LoginCredentials) => void
  /** While the login call runs: the button waits and cannot be pressed again. */
  readonly isPending?: boolean
  /** The server's answer to a failed login, shown above the button. */
  readonly serverError?: string
  /** The user ID field's label: 'User ID' in the sidebar box, 'Username' on the login page. */
  readonly usernameLabel: string
}

/** The fields and button shared by the sidebar login box and the standalone login page. */
export const LoginForm = ({ onLogin, isPending = false, serverError, usernameLabel }: LoginFormProps) => {
  const form = useLoginForm(onLogin)
  const t = useMessages(english)
  const sayError = useValidationText()
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <TextField
        label={usernameLabel}
        name="username"
        autoComplete="username"
        maxLength={maxLengths.userId}
        value={form.username}
        onChange={form.setUsername}
        errorMessage={sayError(form.errors.username)}
      />
      <TextField
        label={t("LoginForm.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={maxLengths.password}
        value={form.password}
        onChange={form.setPassword}
        errorMessage={sayError(form.errors.password)}
      />
      {serverError && (
        <Notice tone="danger">
          <Icon name="alert" />
          {serverError}
        </Notice>
      )}
      <PlainButton type="submit" tone="primary" isFullWidth isPending={isPending}>
        <Icon name="key" />
        {t("LoginForm.login")}
      </PlainButton>
    </form>
  )
}
