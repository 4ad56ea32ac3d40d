import { useMessages } from "../../i18n/Messages.tsx"
import { LoginForm } from "../LoginForm/LoginForm.tsx"
import type { LoginCredentials } from "../LoginForm/useLoginForm.ts"
import { Panel } from "../Panel/Panel.tsx"
import { TextLink } from "../TextLink/TextLink.tsx"
import * as styles from "./LoginBox.css.ts"
import english from "./LoginBox.en.json"

export interface LoginBoxProps {
  /** Called with the user ID and password when the player logs in with both filled in. */
  readonly onLogin: (credentials: LoginCredentials) => void
  /** While the login is being checked: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
  /** The server's answer to a failed login, shown in the box (for example a wrong password). */
  readonly serverError?: string
}

/**
 * The sign-in box in the sidebar, shown to visitors who are not logged in: user ID and password,
 * with links to Sign Up and to Find ID/PW.
 */
export const LoginBox = (props: LoginBoxProps) => {
  const t = useMessages(english)
  return (
    <Panel title={t("LoginBox.login")}>
      <LoginForm {...props} usernameLabel={t("LoginBox.userId")} />
      <div className={styles.links}>
        <TextLink href="/register">{t("LoginBox.signUp")}</TextLink>
        <TextLink href="/findaccount">{t("LoginBox.findIdPw")}</TextLink>
      </div>
    </Panel>
  )
}
