import { useId } from "react"
import { BrandMark } from "../../art/BrandMark/BrandMark.tsx"
import { LoginForm } from "../../components/LoginForm/LoginForm.tsx"
import type { LoginCredentials } from "../../components/LoginForm/useLoginForm.ts"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import * as styles from "./LoginPage.css.ts"

export interface LoginPageProps {
  readonly onLogin: (credentials: LoginCredentials) => void
  readonly isPending?: boolean
  readonly serverError?: string
}

/**
 * The standalone login page's form (spec §2 "Login page"): username, password, the login button,
 * 'Sign up New!' and 'ID or Password?'. It goes in the login variant of the frame.
 */
export const LoginPage = (props: LoginPageProps) => {
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <BrandMark />
        <h1 id={headingId} className={styles.heading}>
          Login
        </h1>
      </div>
      <LoginForm {...props} usernameLabel="Username" />
      <div className={styles.links}>
        <TextLink href="/register">Sign up New!</TextLink>
        <TextLink href="/findaccount">ID or Password?</TextLink>
      </div>
    </section>
  )
}
