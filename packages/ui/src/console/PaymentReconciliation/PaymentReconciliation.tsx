import type { PaymentState } from "@gatehouse/domain"
import { formatPesos, type PaymentProvider, paymentProviderNames } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { paymentStateNames } from "../PaymentList/paymentViews.ts"
import * as styles from "./PaymentReconciliation.css.ts"

/** What a reconciliation found about one payment. */
export const reconcileFindingNames = {
  paidNotCredited: "Paid, not credited",
  creditedNotPaid: "Credited, not paid",
  gatewayError: "Gateway could not say",
} as const
export type ReconcileFindingKind = keyof typeof reconcileFindingNames

export interface ReconcileRowView {
  readonly paymentId: string
  readonly userId: string
  readonly provider: PaymentProvider
  readonly providerPaymentId: string
  readonly packageName: string
  readonly amountCentavos: number
  /** Where the payment stands here. */
  readonly state: PaymentState
  readonly createdAt: string
  readonly finding: ReconcileFindingKind
  /** Where the gateway says it stands; null when it could not say. */
  readonly gatewayState: "waiting" | "paid" | "failed" | "expired" | null
  /** What the gateway says was paid, in centavos. */
  readonly gatewayAmountCentavos: number | null
  /** Why the gateway could not say. */
  readonly error: string | null
}

export interface ReconcileView {
  readonly days: number
  /** The gateways asked; none when no gateway is turned on. */
  readonly providers: ReadonlyArray<PaymentProvider>
  readonly checked: number
  /** More payments matched than one run asks about. */
  readonly truncated: boolean
  readonly rows: ReadonlyArray<ReconcileRowView>
}

export interface PaymentReconciliationProps {
  /** The last run's result; nothing shows before the first run. */
  readonly result: ReconcileView | null
  /** The run failed as a whole (the server did not answer). */
  readonly failed?: boolean
  /** While the gateways are being asked. */
  readonly isPending?: boolean
  /** Called with how many days back to look when the administrator presses Check. */
  readonly onRun: (days: number) => void
}

/** How far back a run may look, in days; a week at first. */
export const reconcileDayChoices = [1, 3, 7, 14, 30, 90] as const

const gatewayStateNames = { waiting: "Waiting", paid: "Paid", failed: "Failed", expired: "Expired" } as const

const columns: ReadonlyArray<DataTableColumn<ReconcileRowView>> = [
  { header: "Finding", kind: "rowHeader", cell: (row) => reconcileFindingNames[row.finding] },
  { header: "Player", cell: (row) => row.userId },
  { header: "Package", cell: (row) => row.packageName },
  { header: "Amount", kind: "number", cell: (row) => formatPesos(row.amountCentavos) },
  { header: "Here", cell: (row) => paymentStateNames[row.state] },
  {
    header: "At the gateway",
    cell: (row) =>
      row.gatewayState === null
        ? (row.error ?? "No answer")
        : `${gatewayStateNames[row.gatewayState]}${row.gatewayAmountCentavos === null ? "" : `, ${formatPesos(row.gatewayAmountCentavos)}`}`,
  },
  { header: "Gateway's id", cell: (row) => `${paymentProviderNames[row.provider]} ${row.providerPaymentId}` },
  { header: "Created", cell: (row) => <ServerDate value={row.createdAt} /> },
]

const gatewayList = (providers: ReadonlyArray<PaymentProvider>) =>
  providers.map((provider) => paymentProviderNames[provider]).join(" and ")

/**
 * Asks the gateways where each recent payment stands and lists where they disagree with the portal:
 * paid there but not credited here (a notification lost), credited here but not paid there, and
 * payments the gateway could not answer for. It changes nothing; staff settle each one themselves.
 */
export const PaymentReconciliation = ({
  result,
  failed = false,
  isPending = false,
  onRun,
}: PaymentReconciliationProps) => {
  const headingId = useId()
  const [days, setDays] = useState("7")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onRun(Number(days))
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Reconciliation
      </h2>
      <p className={styles.intro}>
        Asks each gateway about the payments of the last days that are waiting, expired, failed or credited,
        and lists those it disagrees about. Nothing is credited or changed.
      </p>
      <form className={styles.form} onSubmit={submit} aria-label="Check payments with the gateways">
        <SelectField
          label="Payments of the last"
          name="days"
          value={days}
          options={reconcileDayChoices.map((choice) => ({
            value: String(choice),
            label: choice === 1 ? "1 day" : `${choice} days`,
          }))}
          onChange={setDays}
        />
        <Button type="submit" tone="primary" isPending={isPending}>
          Check with the gateways
        </Button>
      </form>
      {failed && <Notice tone="danger">The gateways could not be checked. Please try again.</Notice>}
      {!failed && result !== null && <Findings result={result} />}
    </section>
  )
}

const Findings = ({ result }: { readonly result: ReconcileView }) => {
  if (result.providers.length === 0)
    return (
      <Notice tone="empty" announce="status">
        No gateway is turned on, so there is nothing to check.
      </Notice>
    )
  const asked = `${result.checked} ${result.checked === 1 ? "payment" : "payments"} of the last ${result.days} ${result.days === 1 ? "day" : "days"} checked with ${gatewayList(result.providers)}`
  return (
    <>
      <Notice tone={result.rows.length === 0 ? "success" : "info"} announce="status">
        {result.rows.length === 0
          ? `${asked}: every one agrees.`
          : `${asked}: ${result.rows.length} to look at.`}
        {result.truncated && " Only the newest were checked."}
      </Notice>
      {result.rows.length > 0 && (
        <DataTable
          rows={result.rows}
          columns={columns}
          rowKey={(row) => row.paymentId}
          label="Reconciliation findings"
        />
      )}
    </>
  )
}
