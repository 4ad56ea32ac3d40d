import { currencies, formatCents, toCents } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import * as styles from "./CodeBatches.css.ts"
import english from "./CodeBatches.en.json"

/** One batch as the list shows it; amounts are exact text ("100.00"). */
export interface CodeBatchRow {
  readonly id: number
  readonly name: string
  readonly note: string
  readonly createdAt: string
  readonly createdBy: string
  readonly count: number
  readonly redeemed: number
  readonly voided: number
  readonly rcoin: string
  readonly milleage: string
  /** The last day the codes work (`YYYY-MM-DD`), or null when they never expire. */
  readonly expiresOn: string | null
}

export interface CodeBatchesPage {
  readonly batches: ReadonlyArray<CodeBatchRow>
  readonly pageCount: number
}

export interface CodeBatchesProps {
  readonly list: LoadState<CodeBatchesPage>
  readonly page: number
  /** Where the page links lead, `&page=N` appended (`/staff/codes?`). */
  readonly pageTarget: string
  /** Called to save a batch's codes as a CSV file. */
  readonly onDownload: (batch: CodeBatchRow) => void
  /** Called once the administrator has confirmed voiding a batch's unused codes. */
  readonly onVoidBatch: (batch: CodeBatchRow) => void
  /** Called once the administrator has confirmed voiding one code. */
  readonly onVoidCode: (code: string) => void
  /** The batch whose download or void is under way, if any. */
  readonly pendingBatch?: number | null
  /** What the last void did, or why it was refused. */
  readonly outcome?: { readonly tone: "success" | "danger"; readonly text: string } | undefined
}

/** How many of a batch's codes can still be voided: neither redeemed nor voided. */
export const unusedCodes = (batch: CodeBatchRow): number => batch.count - batch.redeemed - batch.voided

/** "100.00 R-Coin + 25.50 Milleage": what one code of the batch carries. */
export const batchValue = (batch: Pick<CodeBatchRow, "rcoin" | "milleage">): string =>
  [
    toCents(Number(batch.rcoin)) > 0
      ? `${formatCents(toCents(Number(batch.rcoin)))} ${currencies.coin.name}`
      : undefined,
    toCents(Number(batch.milleage)) > 0
      ? `${formatCents(toCents(Number(batch.milleage)))} ${currencies.point.name}`
      : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(" + ")

/** A last day as a person reads it ("Dec 31, 2026"); the day is Manila's already, so no zone shifts it. */
export const lastDayText = (day: string | null, never = "Never expires"): string => {
  if (day === null) return never
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  })
}

type Confirming =
  | { readonly kind: "batch"; readonly batch: CodeBatchRow }
  | { readonly kind: "code"; readonly code: string }

/**
 * The batches of codes, newest first: what each carries, how many were redeemed and voided, and
 * its last day; each can be downloaded as CSV and have its unused codes voided. Under the list, one
 * code can be voided on its own (a code that leaked, a card that was lost).
 */
export const CodeBatches = ({
  list,
  page,
  pageTarget,
  onDownload,
  onVoidBatch,
  onVoidCode,
  pendingBatch = null,
  outcome,
}: CodeBatchesProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [code, setCode] = useState("")
  const columns: ReadonlyArray<DataTableColumn<CodeBatchRow>> = [
    {
      header: t("CodeBatches.batch"),
      kind: "rowHeader",
      cell: (batch) => (
        <>
          {batch.name}
          {batch.note !== "" && <span className={styles.note}>{batch.note}</span>}
        </>
      ),
    },
    {
      header: t("CodeBatches.created"),
      cell: (batch) => (
        <>
          <ServerDate value={batch.createdAt} />{" "}
          <span className={styles.muted}>{t("CodeBatches.createdBy", { name: batch.createdBy })}</span>
        </>
      ),
    },
    { header: t("CodeBatches.codes"), kind: "number", cell: (batch) => batch.count },
    { header: t("CodeBatches.redeemed"), kind: "number", cell: (batch) => batch.redeemed },
    { header: t("CodeBatches.voided"), kind: "number", cell: (batch) => batch.voided },
    { header: t("CodeBatches.valuePerCode"), cell: batchValue },
    {
      header: t("CodeBatches.lastDay"),
      cell: (batch) => lastDayText(batch.expiresOn, t("CodeBatches.neverExpires")),
    },
    {
      header: t("CodeBatches.actions"),
      cell: (batch) => (
        <span className={styles.actions}>
          <Button
            tone="secondary"
            isPending={pendingBatch === batch.id}
            onPress={() => onDownload(batch)}
            aria-label={t("CodeBatches.downloadCsvOf", { name: batch.name })}
          >
            {t("CodeBatches.downloadCsv")}
          </Button>
          <Button
            tone="quiet"
            isDisabled={unusedCodes(batch) === 0 || pendingBatch === batch.id}
            onPress={() => setConfirming({ kind: "batch", batch })}
            aria-label={t("CodeBatches.voidUnusedOf", { name: batch.name })}
          >
            {t("CodeBatches.voidUnused")}
          </Button>
        </span>
      ),
    },
  ]
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== "") setConfirming({ kind: "code", code: code.trim().toUpperCase() })
  }
  const confirm = () => {
    if (confirming?.kind === "batch") onVoidBatch(confirming.batch)
    if (confirming?.kind === "code") {
      onVoidCode(confirming.code)
      setCode("")
    }
    setConfirming(null)
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("CodeBatches.heading")}
      </h2>
      <ConsoleOutcome outcome={outcome} />
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.batches.length === 0}
        failed={t("CodeBatches.failed")}
        empty={t("CodeBatches.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.batches}
              columns={columns}
              rowKey={(batch) => batch.id}
              label={t("CodeBatches.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("CodeBatches.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
      <form className={styles.voidForm} onSubmit={submitCode} aria-label={t("CodeBatches.voidOneCode")}>
        <div className={styles.voidField}>
          <TextField
            label={t("CodeBatches.voidOneCode")}
            name="code"
            value={code}
            maxLength={32}
            description={t("CodeBatches.voidOneCodeDescription")}
            onChange={(typed) => setCode(typed.toUpperCase())}
          />
        </div>
        <div className={styles.voidButton}>
          <Button type="submit" tone="secondary" isDisabled={code.trim() === ""}>
            {t("CodeBatches.voidCode")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        title={confirming?.kind === "code" ? t("CodeBatches.voidCode") : t("CodeBatches.voidUnusedCodes")}
        message={
          confirming?.kind === "batch"
            ? t("CodeBatches.confirmBatch", {
                count: unusedCodes(confirming.batch),
                name: confirming.batch.name,
              })
            : confirming?.kind === "code"
              ? t("CodeBatches.confirmCode", { code: confirming.code })
              : ""
        }
        confirmLabel={t("CodeBatches.void")}
        isOpen={confirming !== null}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}
