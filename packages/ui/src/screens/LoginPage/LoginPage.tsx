import { useId } from "react"
import { BrandMark } from "../../art/BrandMark/BrandMark.tsx"
import { LoginForm } from "../../components/LoginForm/LoginForm.tsx"
import type { LoginCredentials } from "../../components/LoginForm/useLoginForm.ts"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./LoginPage.css.ts"
import english from "./LoginPage.en.json"

export interface LoginPageProps {
  /** Called with the user ID and password when the player logs in with both filled in. */
  readonly onLogin: (credentials: LoginCredentials) => void
  /** While the login is being checked: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
  /** The server's answer to a failed login, shown on the page (for example a wrong password). */
  readonly serverError?: string
}

/**
 * The login page's form, for visitors sent to log in: username, password, the login button,
 * 'Sign up New!' and 'ID or Password?'. It goes in the login variant of the frame.
 */
export const LoginPage = (props: LoginPageProps) => {
  const headingId = useId()
  const t = useMessages(english)
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <BrandMark />
        <h1 id={headingId} className={styles.heading}>
          {t("LoginPage.heading")}
        </h1>
      </div>
      <LoginForm {...props} usernameLabel={t("LoginPage.username")} />
      <div className={styles.links}>
        <TextLink href="/register">{t("LoginPage.signUp")}</TextLink>
        <TextLink href="/findaccount">{t("LoginPage.forgot")}</TextLink>
      </div>
    </section>
  )
}
