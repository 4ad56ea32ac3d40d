import {
  type ApiFailure,
  actionErrorTitle,
  type PolicyHandlers,
  validationMessages,
} from "@gatehouse/api-client"
import { Effect, Schema } from "effect"
import { useTransition } from "react"
import { usePortalServices } from "../../app/PortalServices.tsx"
import type { ApiQuery } from "../../data/apiQuery.ts"
import { alertOf, announce } from "../../dialogs/alerts.ts"
import { alreadyReported, reportFailedAction } from "../../dialogs/failureReports.ts"

/**
 * The ERROR! dialog (spec §8) for a refused change. Where the server named what is wrong with each
 * field, those sentences are shown one per line (spec §5) rather than its general "not valid".
 */
const reportRefusal = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> => {
  const messages = validationMessages(failure)
  return messages.length === 0 || alreadyReported(failure)
    ? reportFailedAction(failure, handlers)
    : alertOf(handlers, actionErrorTitle, messages.join("\n"))
}

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

/** The title of the dialog that confirms a change (spec §8's success dialogs). */
const successTitle = "Success!"

export interface AfterChange {
  /** The reads that show what changed: the console's own list and the public read players see. */
  readonly refresh: (query: ApiQuery<unknown>) => boolean
  /** Where to go once it is saved (back to the list from a form). */
  readonly goTo?: string | undefined
}

/**
 * Runs a Site content change: the server's sentence in a success dialog and the changed reads asked
 * again, or the server's message in the ERROR! dialog (spec §8) with nothing else changed.
 */
export const useContentChange = () => {
  const services = usePortalServices()
  const [isPending, startTransition] = useTransition()
  const run = (
    change: Effect.Effect<{ readonly message: string }, ApiFailure>,
    after: AfterChange,
    problems: ReadonlyArray<string> = [],
  ) =>
    startTransition(async () => {
      if (problems.length > 0) {
        await Effect.runPromise(alertOf(services.handlers, actionErrorTitle, problems.join("\n")))
        return
      }
      const saved = await Effect.runPromise(
        change.pipe(
          Effect.tap(({ message }) => announce(services.handlers, successTitle, message)),
          Effect.as(true),
          Effect.catch((failure) => Effect.as(reportRefusal(failure, services.handlers), false)),
        ),
      )
      if (!saved) return
      await services.queries.invalidate(after.refresh)
      if (after.goTo !== undefined) services.navigate(after.goTo)
    })
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
  const services = usePortalServices()
  return async (file: File): Promise<string | null> => {
    const data = await base64Of(file)
    return Effect.runPromise(
      upload({ fileName: file.name, data }).pipe(
        Effect.map(({ url }) => url),
        Effect.catch((failure) => Effect.as(reportRefusal(failure, services.handlers), null)),
      ),
    )
  }
}
