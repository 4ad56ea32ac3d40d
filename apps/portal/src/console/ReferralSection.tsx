import { CreateReferralPayload } from "@gatehouse/api-client/console"
import { type ReferralCodeForm, ReferralCodes, ReferralReport } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState, useTransition } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { checkForm, type FormErrors, serverFormErrors } from "./formErrors.ts"

type Outcome = { readonly tone: "success" | "danger"; readonly text: string }

/** Streamers' referral codes (add, switch off and on) and their monthly report. */
export const ReferralSection = () => {
  const { handlers, queries } = usePortalServices()
  const api = useConsoleApi()
  const referrals = useQuery(consoleQuery(api, "listReferralCodes")).state
  const report = useQuery(consoleQuery(api, "getReferralReport")).state
  const [errors, setErrors] = useState<FormErrors>({})
  const [outcome, setOutcome] = useState<Outcome>()
  const [pending, setPending] = useState<string | null>(null)
  // A new key after each added code empties the form.
  const [formKey, setFormKey] = useState(0)
  const [isCreating, startCreating] = useTransition()
  const [, startSwitching] = useTransition()

  const refresh = () => queries.invalidate((query) => query.call === "console.listReferralCodes")

  const create = (form: ReferralCodeForm) => {
    const checked = checkForm(CreateReferralPayload, form)
    setOutcome(undefined)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    startCreating(async () => {
      const result = await Effect.runPromise(Effect.result(api.createReferralCode(checked.success)))
      if (Result.isSuccess(result)) {
        setOutcome({ tone: "success", text: result.success.message })
        setFormKey((key) => key + 1)
        await refresh()
        return
      }
      const fieldErrors = serverFormErrors(result.failure)
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors)
      else await Effect.runPromise(reportFailedAction(result.failure, handlers))
    })
  }

  const setActive = (code: string, active: boolean) => {
    setPending(code)
    setOutcome(undefined)
    startSwitching(async () => {
      const result = await Effect.runPromise(Effect.result(api.setReferralCodeActive({ code, active })))
      setPending(null)
      if (Result.isSuccess(result)) {
        setOutcome({ tone: "success", text: result.success.message })
        await refresh()
      } else {
        await Effect.runPromise(reportFailedAction(result.failure, handlers))
      }
    })
  }

  return (
    <>
      <ReferralCodes
        key={formKey}
        list={referrals.status === "loaded" ? { status: "loaded", value: referrals.value.data } : referrals}
        onCreate={create}
        onSetActive={setActive}
        errors={errors}
        pending={pending}
        isCreating={isCreating}
        outcome={outcome}
      />
      <ReferralReport
        report={report.status === "loaded" ? { status: "loaded", value: report.value.data } : report}
      />
    </>
  )
}
