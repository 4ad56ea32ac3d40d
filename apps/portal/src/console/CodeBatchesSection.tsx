import { codeBatchCsvType, codeBatchFileName } from "@gatehouse/api-client/console"
import { CodeBatches, type CodeBatchRow } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState, useTransition } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { saveTextFile } from "./saveTextFile.ts"

type Outcome = { readonly tone: "success" | "danger"; readonly text: string }

/**
 * The batches list: the address's page of batches, each downloadable as CSV (fetched with the staff
 * member's token and saved as a file) and voidable; a void refreshes the list.
 */
export const CodeBatchesSection = ({ page }: { readonly page: number }) => {
  const { handlers, queries } = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listCodeBatches", { page }))
  const [pendingBatch, setPendingBatch] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome>()
  const [, startTransition] = useTransition()

  /** Runs one action: its message on success (and a fresh list), the server's words on failure. */
  const act = (
    batchId: number | null,
    run: Effect.Effect<string, Parameters<typeof reportFailedAction>[0]>,
  ) => {
    setPendingBatch(batchId)
    setOutcome(undefined)
    startTransition(async () => {
      const result = await Effect.runPromise(Effect.result(run))
      setPendingBatch(null)
      if (Result.isSuccess(result)) {
        setOutcome({ tone: "success", text: result.success })
        await queries.invalidate((query) => query.call === "console.listCodeBatches")
      } else {
        await Effect.runPromise(reportFailedAction(result.failure, handlers))
      }
    })
  }

  const download = (batch: CodeBatchRow) =>
    act(
      batch.id,
      api.exportCodeBatch({ id: batch.id }).pipe(
        Effect.tap((csv) =>
          Effect.sync(() => saveTextFile(csv, codeBatchFileName(batch.id), codeBatchCsvType)),
        ),
        Effect.as(`The codes of "${batch.name}" were saved as ${codeBatchFileName(batch.id)}.`),
      ),
    )

  return (
    <CodeBatches
      list={
        state.status === "loaded"
          ? { status: "loaded", value: { batches: state.value.data, pageCount: state.value.pageCount } }
          : state
      }
      page={page}
      pageTarget="/staff/codes?"
      onDownload={download}
      onVoidBatch={(batch) =>
        act(
          batch.id,
          Effect.map(api.voidCodeBatch({ batchId: batch.id }), (answer) => answer.message),
        )
      }
      onVoidCode={(code) =>
        act(
          null,
          Effect.map(api.voidCode({ code }), (answer) => answer.message),
        )
      }
      pendingBatch={pendingBatch}
      outcome={outcome}
    />
  )
}
