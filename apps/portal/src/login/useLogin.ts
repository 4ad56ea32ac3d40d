import type { LoginForm } from "@gatehouse/domain"
import { Effect } from "effect"
import { useCallback, useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { logIn } from "./logIn.ts"

/** What the sidebar login box and the login page need: the login action and whether it is running. */
export const useLogin = () => {
  const services = usePortalServices()
  const { loginInProgress } = services
  const isPending = useSyncExternalStore(loginInProgress.subscribe, loginInProgress.get, loginInProgress.get)
  const onLogin = useCallback((form: LoginForm) => void Effect.runPromise(logIn(services, form)), [services])
  return { onLogin, isPending }
}
