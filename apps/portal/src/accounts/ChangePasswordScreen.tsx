import { type ChangePasswordForm, isLoggedIn, validationMessages } from "@gatehouse/domain"
import { ChangePassword, type SecretAnswerPrompt } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useSession } from "../session/useSession.ts"
import { changePassword, checkSecretAnswer } from "./changePassword.ts"

const closedPrompt: SecretAnswerPrompt = { isOpen: false }

/** The changepassword section: the form, then the secret-answer prompt, then the change itself. */
const ChangePasswordScreen = () => {
  const services = usePortalServices()
  const session = useSession()
  const [form, setForm] = useState<ChangePasswordForm | null>(null)
  const [prompt, setPrompt] = useState<SecretAnswerPrompt>(closedPrompt)
  const [isChanging, setChanging] = useState(false)
  // The route guard keeps guests out; this covers the moment the session ends on this page.
  if (!isLoggedIn(session)) return null

  const onSecretAnswer = (answer: string) => {
    if (form === null) return
    setPrompt({ isOpen: true, isPending: true })
    const steps = Effect.gen(function* () {
      const check = yield* checkSecretAnswer(services, session, answer)
      if (check === "Incorrect") {
        setPrompt({ isOpen: true, errorMessage: validationMessages.secretAnswerIncorrect })
        return
      }
      setPrompt(closedPrompt)
      if (check === "Failed") return
      setChanging(true)
      yield* changePassword(services, session, form).pipe(
        Effect.ensuring(Effect.sync(() => setChanging(false))),
      )
    })
    void Effect.runPromise(steps)
  }

  return (
    <ChangePassword
      onChangePassword={(checked) => {
        setForm(checked)
        setPrompt({ isOpen: true })
      }}
      secretAnswerPrompt={prompt}
      onSecretAnswer={onSecretAnswer}
      onCancelSecretAnswer={() => setPrompt(closedPrompt)}
      isPending={isChanging}
    />
  )
}

export default ChangePasswordScreen
