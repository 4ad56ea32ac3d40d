import { useMessages } from "@gatehouse/ui"
import { type TopUpPackageDraft, TopUpPackages } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { type FormErrors, reportUnlessFields, serverFormErrors } from "../formErrors.ts"
import { consoleCalls } from "../staffAction.ts"
import { formErrorsOf, payloadOfDraft } from "./packageDraft.ts"
import english from "./TopUpPackagesSection.en.json"

type Outcome = { readonly tone: "success" | "danger"; readonly text: string }

/** The packages and their form: a save refreshes the list and empties the form for the next package. */
export const TopUpPackagesSection = () => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listTopUpPackages"))
  const { run, isPending } = useAction()
  const [errors, setErrors] = useState<FormErrors>({})
  const [outcome, setOutcome] = useState<Outcome>()
  // A new key after each save closes the edit, so the next press never saves the same form twice.
  const [formKey, setFormKey] = useState(0)

  const save = (draft: TopUpPackageDraft) => {
    const checked = payloadOfDraft(draft, t("TopUpPackagesSection.notAnAmount"))
    setOutcome(undefined)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    void run({
      call:
        draft.id === undefined
          ? api.createTopUpPackage(checked.success)
          : api.updateTopUpPackage({ id: draft.id, ...checked.success }),
      changes: consoleCalls("listTopUpPackages"),
      told: ({ message }) =>
        Effect.sync(() => {
          setOutcome({ tone: "success", text: message })
          setFormKey((key) => key + 1)
        }),
      report: reportUnlessFields,
    }).then((result) => {
      if (Result.isFailure(result)) {
        const fieldErrors = formErrorsOf(serverFormErrors(result.failure))
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors)
      }
    })
  }

  return (
    <TopUpPackages
      key={formKey}
      list={state.status === "loaded" ? { status: "loaded", value: state.value.data } : state}
      onSave={save}
      errors={errors}
      isPending={isPending}
      outcome={outcome}
    />
  )
}
