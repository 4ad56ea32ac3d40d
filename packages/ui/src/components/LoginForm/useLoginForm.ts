import { isValid, validateLogin } from "@gatehouse/domain"
import { useState } from "react"

export interface LoginCredentials {
  readonly username: string
  readonly password: string
}

/** One message per field, from the last submit. */
export type LoginErrors = Partial<Record<keyof LoginCredentials, string>>

/**
 * The login form's state (spec §4 "Login form", §5 "Login"): errors are held per field and set on
 * each submit attempt with the domain's rule; `onLogin` is called only when both fields pass. The
 * user ID is sent without surrounding spaces; the password exactly as typed.
 */
export const useLoginForm = (onLogin: (credentials: LoginCredentials) => void) => {
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<LoginErrors>({})

  const submit = () => {
    const found = validateLogin({ username, password })
    setErrors(found)
    if (isValid(found)) onLogin({ username: username.trim(), password })
  }

  return { username, setUsername, password, setPassword, errors, submit }
}
