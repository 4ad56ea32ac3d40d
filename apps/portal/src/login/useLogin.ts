import type { LoginForm } from "@gatehouse/domain"
import type { LoginCodeDialogProps } from "@gatehouse/ui"
import { Effect } from "effect"
import { useCallback, useState, useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { type LoginStep, logIn, logInWithCode } from "./logIn.ts"

/**
 * What the sidebar login box and the login page need: the login action, whether it is running, and
 * the second-step dialog for an account with two-step sign-in.
 */
export const useLogin = () => {
  const services = usePortalServices()
  const { loginInProgress } = services
  const isPending = useSyncExternalStore(loginInProgress.subscribe, loginInProgress.get, loginInProgress.get)
  const [step, setStep] = useState<LoginStep>({ _tag: "Done" })
  const onLogin = useCallback(
    (form: LoginForm) => void Effect.runPromise(logIn(services, form)).then(setStep),
    [services],
  )
  const codeDialog: LoginCodeDialogProps = {
    isOpen: step._tag !== "Done",
    isPending,
    errorMessage: step._tag === "CodeRefused" ? step.message : undefined,
    onSubmit: (code) => {
      if (step._tag === "Done") return
      void Effect.runPromise(logInWithCode(services, step.challenge, code)).then(setStep)
    },
    onCancel: () => setStep({ _tag: "Done" }),
  }
  return { onLogin, isPending, codeDialog }
}
