import { CreateReferralPayload } from "@gatehouse/api-client/console"
import { type ReferralCodeForm, ReferralCodes, ReferralReport } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { checkForm, type FormErrors, reportUnlessFields, serverFormErrors } from "./formErrors.ts"
import { consoleCalls } from "./staffAction.ts"

type Outcome = { readonly tone: "success" | "danger"; readonly text: string }

/** What adding or switching a code changes: the list of codes. */
const referralReads = consoleCalls("listReferralCodes")

/** Streamers' referral codes (add, switch off and on) and their monthly report. */
export const ReferralSection = () => {
  const api = useConsoleApi()
  const referrals = useQuery(consoleQuery(api, "listReferralCodes")).state
  const report = useQuery(consoleQuery(api, "getReferralReport")).state
  const [errors, setErrors] = useState<FormErrors>({})
  const [outcome, setOutcome] = useState<Outcome>()
  // A new key after each added code empties the form.
  const [formKey, setFormKey] = useState(0)
  const creating = useAction()
  const switching = useAction<string>()
  const told = (after?: () => void) => (answer: { readonly message: string }) =>
    Effect.sync(() => {
      setOutcome({ tone: "success", text: answer.message })
      after?.()
    })

  const create = (form: ReferralCodeForm) => {
    const checked = checkForm(CreateReferralPayload, form)
    setOutcome(undefined)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    void creating
      .run({
        call: api.createReferralCode(checked.success),
        changes: referralReads,
        told: told(() => setFormKey((key) => key + 1)),
        report: reportUnlessFields,
      })
      .then((result) => {
        if (Result.isFailure(result)) {
          const fieldErrors = serverFormErrors(result.failure)
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors)
        }
      })
  }

  const setActive = (code: string, active: boolean) => {
    setOutcome(undefined)
    void switching.run(
      { call: api.setReferralCodeActive({ code, active }), changes: referralReads, told: told() },
      code,
    )
  }

  return (
    <>
      <ReferralCodes
        key={formKey}
        list={referrals.status === "loaded" ? { status: "loaded", value: referrals.value.data } : referrals}
        onCreate={create}
        onSetActive={setActive}
        errors={errors}
        pending={switching.pending}
        isCreating={creating.isPending}
        outcome={outcome}
      />
      <ReferralReport
        report={report.status === "loaded" ? { status: "loaded", value: report.value.data } : report}
      />
    </>
  )
}
