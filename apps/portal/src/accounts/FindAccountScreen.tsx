import { delays, type FindIdForm, type FindPasswordForm } from "@gatehouse/domain"
import { FindAccount } from "@gatehouse/ui"
import { Effect } from "effect"
import { usePortalServices } from "../app/PortalServices.tsx"
import { findPassword, findUserId } from "./findAccount.ts"
import { useProcessingWait } from "./useProcessingWait.ts"

/** The findaccount section: Find ID and Find Password behind the 10 s processing modal. */
const FindAccountScreen = () => {
  const services = usePortalServices()
  const { elapsedMs, hold } = useProcessingWait(delays.processingModalMs)
  return (
    <FindAccount
      onFindId={(form: FindIdForm) => void Effect.runPromise(findUserId(services, form, hold))}
      onFindPassword={(form: FindPasswordForm) => void Effect.runPromise(findPassword(services, form, hold))}
      processingElapsedMs={elapsedMs}
      processingDurationMs={delays.processingModalMs}
    />
  )
}

export default FindAccountScreen
