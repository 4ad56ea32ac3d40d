import type { LoginForm } from "@gatehouse/domain"
import type { LoginCodeDialogProps } from "@gatehouse/ui"
import { Effect } from "effect"
import { useCallback, useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { logIn, logInWithCode } from "./logIn.ts"
import { loginStepsOf } from "./loginSteps.ts"

/**
 * What the sidebar login box and the login page need: the login action, whether it is running, and
 * the second-step dialog for an account with two-step sign-in.
 */
export const useLogin = () => {
  const services = usePortalServices()
  const { loginInProgress } = services
  const isPending = useSyncExternalStore(loginInProgress.subscribe, loginInProgress.get, loginInProgress.get)
  const steps = loginStepsOf(services)
  const step = useSyncExternalStore(steps.subscribe, steps.get, steps.get)
  const onLogin = useCallback(
    (form: LoginForm) => void Effect.runPromise(logIn(services, form)).then(steps.set),
    [services, steps],
  )
  const codeDialog: LoginCodeDialogProps = {
    isOpen: step._tag !== "Done",
    isPending,
    errorMessage: step._tag === "CodeRefused" ? step.message : undefined,
    onSubmit: (code) => {
      if (step._tag === "Done") return
      void Effect.runPromise(logInWithCode(services, step.challenge, code)).then(steps.set)
    },
    onCancel: () => steps.set({ _tag: "Done" }),
  }
  return { onLogin, isPending, codeDialog }
}
