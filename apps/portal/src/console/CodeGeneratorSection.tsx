import { GenerateCodesPayload, maxBatchSize } from "@gatehouse/api-client/console"
import { type CodeBatchForm, CodeGenerator } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { useAction } from "../data/useAction.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { checkForm, type FormErrors, reportUnlessFields, serverFormErrors } from "./formErrors.ts"
import { consoleCalls } from "./staffAction.ts"

const amountOf = (typed: string) => (typed.trim() === "" ? "0" : typed.trim())

/** The form as the call sends it; a count that is no whole number is sent as 0, which the rules refuse. */
const payloadOf = (form: CodeBatchForm) => ({
  name: form.name.trim(),
  ...(form.note.trim() === "" ? {} : { note: form.note.trim() }),
  count: /^\d{1,4}$/.test(form.count.trim()) ? Number(form.count.trim()) : 0,
  rcoin: amountOf(form.rcoin),
  milleage: amountOf(form.milleage),
  expiresOn: form.expiresOn === "" ? null : form.expiresOn,
})

/** Generates a batch, then refreshes the batches list so the new batch shows at its top. */
export const CodeGeneratorSection = () => {
  const api = useConsoleApi()
  const { run, isPending } = useAction()
  const [errors, setErrors] = useState<FormErrors>({})
  const [result, setResult] = useState<string>()
  // A new key after each batch empties the form, so one press never makes two batches by accident.
  const [formKey, setFormKey] = useState(0)
  const generate = (form: CodeBatchForm) => {
    const checked = checkForm(GenerateCodesPayload, payloadOf(form))
    setResult(undefined)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    void run({
      call: api.generateCodes(checked.success),
      changes: consoleCalls("listCodeBatches"),
      told: ({ message }) =>
        Effect.sync(() => {
          setResult(message)
          setFormKey((key) => key + 1)
        }),
      report: reportUnlessFields,
    }).then((outcome) => {
      if (Result.isFailure(outcome)) {
        const fieldErrors = serverFormErrors(outcome.failure)
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors)
      }
    })
  }
  return (
    <CodeGenerator
      key={formKey}
      onGenerate={generate}
      errors={errors}
      isPending={isPending}
      result={result}
      maxCount={maxBatchSize}
    />
  )
}
