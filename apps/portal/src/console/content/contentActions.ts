import { type ApiFailure, actionErrorTitle } from "@gatehouse/api-client"
import { useMessages } from "@gatehouse/ui"
import { type Effect, Result, Schema } from "effect"
import { reportFormFailure } from "../../accounts/accountDialogs.ts"
import { usePortalServices } from "../../app/PortalServices.tsx"
import { useAction } from "../../data/useAction.ts"
import { alertOf, announce } from "../../dialogs/alerts.ts"
import english from "./contentActions.en.json"

/**
 * What is wrong with a change before it is sent, in the contract's own words (the very sentences
 * the server would answer): the browser client will not send a request its schema refuses.
 */
export const problemsOf = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): ReadonlyArray<string> => {
  const result = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } })["~standard"].validate(
    input,
  )
  return result instanceof Promise ? [] : (result.issues?.map((issue) => issue.message) ?? [])
}

export interface AfterChange {
  /** The reads that show what changed: the console's own list and the public read players see. */
  readonly refresh: ReadonlyArray<string>
  /** Where to go once it is saved (back to the list from a form). */
  readonly goTo?: string | undefined
}

/**
 * Runs a Site content change: the server's sentence in a success dialog and the changed reads asked
 * again, or the ERROR! dialog (spec §8) with nothing else changed. Where the server named what is
 * wrong with each field, those sentences are shown one per line (spec §5) rather than its general
 * "not valid".
 */
export const useContentChange = () => {
  const t = useMessages(english)
  const services = usePortalServices()
  const { run: runAction, isPending } = useAction()
  const run = (
    change: Effect.Effect<{ readonly message: string }, ApiFailure>,
    after: AfterChange,
    problems: ReadonlyArray<string> = [],
  ) => {
    if (problems.length > 0) {
      void runAction({ call: alertOf(services.handlers, actionErrorTitle, problems.join("\n")) })
      return
    }
    void runAction({
      call: change,
      changes: after.refresh,
      told: ({ message }) => announce(services.handlers, t("contentActions.successTitle"), message),
      report: reportFormFailure,
    }).then((saved) => {
      if (Result.isSuccess(saved) && after.goTo !== undefined) services.navigate(after.goTo)
    })
  }
  return { run, isPending }
}

/** A file's bytes as base64, the way the upload call carries them. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/** Where the picture fields' uploads go: the foundation's upload call, its refusal told in a dialog. */
export const useUploadPicture = (
  upload: (input: { fileName: string; data: string }) => Effect.Effect<{ readonly url: string }, ApiFailure>,
) => {
  const { run } = useAction()
  return async (file: File): Promise<string | null> => {
    const data = await base64Of(file)
    const stored = await run({ call: upload({ fileName: file.name, data }), report: reportFormFailure })
    return Result.isSuccess(stored) ? stored.success.url : null
  }
}
