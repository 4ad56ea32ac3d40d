import { type ChangePasswordForm, isLoggedIn, validationMessages } from "@gatehouse/domain"
import { ChangePassword, type SecretAnswerPrompt, useDomainMessages } from "@gatehouse/ui"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useSession } from "../session/useSession.ts"
import { changePassword, checkSecretAnswer } from "./changePassword.ts"

const closedPrompt: SecretAnswerPrompt = { isOpen: false }

/** The changepassword section: the form, then the secret-answer prompt, then the change itself. */
const ChangePasswordScreen = () => {
  const services = usePortalServices()
  const session = useSession()
  const [form, setForm] = useState<ChangePasswordForm | null>(null)
  const [prompt, setPrompt] = useState<SecretAnswerPrompt>(closedPrompt)
  const checking = useAction()
  const changing = useAction()
  const sayValidation = useDomainMessages("validationMessages", validationMessages)
  // The route guard keeps guests out; this covers the moment the session ends on this page.
  if (!isLoggedIn(session)) return null

  const onSecretAnswer = (answer: string) => {
    if (form === null) return
    setPrompt({ isOpen: true, isPending: true })
    void checking.run(checkSecretAnswer(services, session, answer)).then((check) => {
      if (Result.isSuccess(check) && check.success === "Incorrect") {
        setPrompt({ isOpen: true, errorMessage: sayValidation("secretAnswerIncorrect") })
        return
      }
      setPrompt(closedPrompt)
      if (Result.isSuccess(check)) void changing.run(changePassword(services, session, form))
    })
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
      isPending={changing.isPending}
    />
  )
}

export default ChangePasswordScreen
