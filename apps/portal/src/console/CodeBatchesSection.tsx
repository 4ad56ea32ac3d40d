import type { ApiFailure } from "@gatehouse/api-client"
import { codeBatchCsvType, codeBatchFileName } from "@gatehouse/api-client/console"
import { useMessages } from "@gatehouse/ui"
import { CodeBatches, type CodeBatchRow } from "@gatehouse/ui/console"
import { Effect } from "effect"
import { useState } from "react"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import english from "./CodeBatchesSection.en.json"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { saveTextFile } from "./saveTextFile.ts"
import { consoleCalls } from "./staffAction.ts"

type Outcome = { readonly tone: "success" | "danger"; readonly text: string }

/**
 * The batches list: the address's page of batches, each downloadable as CSV (fetched with the staff
 * member's token and saved as a file) and voidable; a void refreshes the list.
 */
export const CodeBatchesSection = ({ page }: { readonly page: number }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listCodeBatches", { page }))
  // A code voided on its own has no batch to show busy.
  const { run, pending } = useAction<number | "code">()
  const [outcome, setOutcome] = useState<Outcome>()

  /** Runs one action: its message on success (and a fresh list), the server's words on failure. */
  const act = (batchId: number | null, call: Effect.Effect<string, ApiFailure>) => {
    setOutcome(undefined)
    void run(
      {
        call,
        changes: consoleCalls("listCodeBatches"),
        told: (text) => Effect.sync(() => setOutcome({ tone: "success", text })),
      },
      batchId ?? "code",
    )
  }

  const download = (batch: CodeBatchRow) =>
    act(
      batch.id,
      api.exportCodeBatch({ id: batch.id }).pipe(
        Effect.tap((csv) =>
          Effect.sync(() => saveTextFile(csv, codeBatchFileName(batch.id), codeBatchCsvType)),
        ),
        Effect.as(t("CodeBatchesSection.saved", { name: batch.name, file: codeBatchFileName(batch.id) })),
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
      pendingBatch={typeof pending === "number" ? pending : null}
      outcome={outcome}
    />
  )
}
