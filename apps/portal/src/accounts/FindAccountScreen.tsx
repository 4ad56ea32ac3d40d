import { delays, type FindIdForm, type FindPasswordForm } from "@gatehouse/domain"
import { FindAccount } from "@gatehouse/ui"
import { useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { findPassword, findUserId } from "./findAccount.ts"
import { ResetPasswordPart } from "./ResetPasswordPart.tsx"
import { resetTokenOf } from "./resetPassword.ts"
import { useProcessingWait } from "./useProcessingWait.ts"

/**
 * The findaccount section: Find ID and Find Password behind the 10 s processing modal, or, when the
 * address carries a mailed reset link's token, the reset-password form.
 */
const FindAccountScreen = () => {
  const services = usePortalServices()
  const resetToken = resetTokenOf(useSearch())
  const { elapsedMs, hold } = useProcessingWait(delays.processingModalMs)
  const { run } = useAction()
  if (resetToken !== null) return <ResetPasswordPart token={resetToken} />
  return (
    <FindAccount
      onFindId={(form: FindIdForm) => void run(findUserId(services, form, hold))}
      onFindPassword={(form: FindPasswordForm) => void run(findPassword(services, form, hold))}
      processingElapsedMs={elapsedMs}
      processingDurationMs={delays.processingModalMs}
    />
  )
}

export default FindAccountScreen
