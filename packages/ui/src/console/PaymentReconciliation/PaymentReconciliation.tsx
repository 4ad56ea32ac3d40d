import type { PaymentState } from "@gatehouse/domain"
import { formatPesos, type PaymentProvider, paymentProviderNames } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import stateEnglish from "../PaymentList/paymentViews.en.json"
import * as styles from "./PaymentReconciliation.css.ts"
import english from "./PaymentReconciliation.en.json"

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

type T = Translate<keyof typeof english>

const gatewayStateNames = (t: T) =>
  ({
    waiting: t("PaymentReconciliation.waiting"),
    paid: t("PaymentReconciliation.paid"),
    failed: t("PaymentReconciliation.failed"),
    expired: t("PaymentReconciliation.expired"),
  }) as const

const findingKeys = {
  paidNotCredited: "PaymentReconciliation.paidNotCredited",
  creditedNotPaid: "PaymentReconciliation.creditedNotPaid",
  gatewayError: "PaymentReconciliation.gatewayError",
} as const satisfies Record<ReconcileFindingKind, string>

const columns = (
  t: T,
  p: Translate<keyof typeof stateEnglish>,
): ReadonlyArray<DataTableColumn<ReconcileRowView>> => [
  {
    header: t("PaymentReconciliation.finding"),
    kind: "rowHeader",
    cell: (row) => t(findingKeys[row.finding]),
  },
  { header: t("PaymentReconciliation.player"), cell: (row) => row.userId },
  { header: t("PaymentReconciliation.package"), cell: (row) => row.packageName },
  {
    header: t("PaymentReconciliation.amount"),
    kind: "number",
    cell: (row) => formatPesos(row.amountCentavos),
  },
  { header: t("PaymentReconciliation.here"), cell: (row) => p(`paymentViews.${row.state}`) },
  {
    header: t("PaymentReconciliation.atTheGateway"),
    cell: (row) =>
      row.gatewayState === null
        ? (row.error ?? t("PaymentReconciliation.noAnswer"))
        : `${gatewayStateNames(t)[row.gatewayState]}${row.gatewayAmountCentavos === null ? "" : `, ${formatPesos(row.gatewayAmountCentavos)}`}`,
  },
  {
    header: t("PaymentReconciliation.gatewayId"),
    cell: (row) => `${paymentProviderNames[row.provider]} ${row.providerPaymentId}`,
  },
  { header: t("PaymentReconciliation.created"), cell: (row) => <ServerDate value={row.createdAt} /> },
]

const gatewayList = (providers: ReadonlyArray<PaymentProvider>, and: string) =>
  providers.map((provider) => paymentProviderNames[provider]).join(and)

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
  const t = useMessages(english)
  const headingId = useId()
  const [days, setDays] = useState("7")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onRun(Number(days))
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("PaymentReconciliation.heading")}
      </h2>
      <p className={styles.intro}>{t("PaymentReconciliation.intro")}</p>
      <form className={styles.form} onSubmit={submit} aria-label={t("PaymentReconciliation.form")}>
        <SelectField
          label={t("PaymentReconciliation.days")}
          name="days"
          value={days}
          options={reconcileDayChoices.map((choice) => ({
            value: String(choice),
            label: t("PaymentReconciliation.dayChoice", { count: choice, shown: String(choice) }),
          }))}
          onChange={setDays}
        />
        <Button type="submit" tone="primary" isPending={isPending}>
          {t("PaymentReconciliation.check")}
        </Button>
      </form>
      {failed && <Notice tone="danger">{t("PaymentReconciliation.checkFailed")}</Notice>}
      {!failed && result !== null && <Findings result={result} />}
    </section>
  )
}

const Findings = ({ result }: { readonly result: ReconcileView }) => {
  const t = useMessages(english)
  const p = useMessages(stateEnglish)
  if (result.providers.length === 0)
    return (
      <Notice tone="empty" announce="status">
        {t("PaymentReconciliation.noGateway")}
      </Notice>
    )
  const asked = t("PaymentReconciliation.asked", {
    checked: result.checked,
    checkedShown: String(result.checked),
    days: result.days,
    daysShown: String(result.days),
    gateways: gatewayList(result.providers, t("PaymentReconciliation.and")),
  })
  return (
    <>
      <Notice tone={result.rows.length === 0 ? "success" : "info"} announce="status">
        {result.rows.length === 0
          ? t("PaymentReconciliation.agrees", { asked })
          : t("PaymentReconciliation.toLookAt", { asked, count: result.rows.length })}
        {result.truncated && t("PaymentReconciliation.truncated")}
      </Notice>
      {result.rows.length > 0 && (
        <DataTable
          rows={result.rows}
          columns={columns(t, p)}
          rowKey={(row) => row.paymentId}
          label={t("PaymentReconciliation.findings")}
        />
      )}
    </>
  )
}
