import {
  currencies,
  formatCents,
  formatPesos,
  paymentProviderNames,
  paymentProviders,
  paymentStates,
} from "@gatehouse/domain"
import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./PaymentList.css.ts"
import english from "./PaymentList.en.json"
import stateEnglish from "./paymentViews.en.json"
import type { PaymentView } from "./paymentViews.ts"

export interface PaymentListPage {
  readonly payments: ReadonlyArray<PaymentView>
  readonly pageCount: number
}

/** The list's filters as chosen; "" means any. Days are `YYYY-MM-DD`, Manila time, both included. */
export interface PaymentFilters {
  readonly state: string
  readonly provider: string
  readonly user: string
  readonly from: string
  readonly to: string
}

export const noPaymentFilters: PaymentFilters = { state: "", provider: "", user: "", from: "", to: "" }

export interface PaymentListProps {
  readonly list: LoadState<PaymentListPage>
  /** The filters the list was read with. */
  readonly filters: PaymentFilters
  /** Called with the filters chosen when the administrator presses Filter. */
  readonly onFilter: (filters: PaymentFilters) => void
  /** What is wrong with a filter, as the server said (a day that does not exist). */
  readonly filterErrors?: Partial<Record<keyof PaymentFilters, string>>
  /** Called to open a payment with the notifications kept for it. */
  readonly onOpen: (payment: PaymentView) => void
  readonly page: number
  /** Where the page links lead, the page number appended. */
  readonly pageTarget: string
}

type T = Translate<keyof typeof english>

const stateOptions = (t: T, p: Translate<keyof typeof stateEnglish>) => [
  { value: "", label: t("PaymentList.anyState") },
  ...paymentStates.map((state) => ({ value: state, label: p(`paymentViews.${state}`) })),
]

const providerOptions = (t: T) => [
  { value: "", label: t("PaymentList.anyGateway") },
  ...paymentProviders.map((provider) => ({ value: provider, label: paymentProviderNames[provider] })),
]

/** What went wrong with a payment, in one line: the problem, and a refund's shortfall. */
export const paymentTrouble = (payment: PaymentView, short = "Short"): string =>
  [
    payment.problem,
    payment.shortfallCents > 0
      ? `${short} ${formatCents(payment.shortfallCents)} ${currencies.coin.name}`
      : null,
  ]
    .filter((part) => part !== null)
    .join(" ")

/**
 * The payments made through the gateways, newest first, filtered by state, gateway, player and
 * Manila days: who paid, for what, how, how much, the R-Coin it loads, where it stands and what
 * went wrong; each opens with the notifications the gateway sent for it.
 */
export const PaymentList = ({
  list,
  filters,
  onFilter,
  filterErrors = {},
  onOpen,
  page,
  pageTarget,
}: PaymentListProps) => {
  const t = useMessages(english)
  const p = useMessages(stateEnglish)
  const headingId = useId()
  const [chosen, setChosen] = useState(filters)
  const set = (field: keyof PaymentFilters) => (value: string) => setChosen({ ...chosen, [field]: value })
  const columns: ReadonlyArray<DataTableColumn<PaymentView>> = [
    {
      header: t("PaymentList.created"),
      kind: "rowHeader",
      cell: (payment) => <ServerDate value={payment.createdAt} />,
    },
    { header: t("PaymentList.player"), cell: (payment) => payment.userId },
    { header: t("PaymentList.package"), cell: (payment) => payment.packageName },
    {
      header: t("PaymentList.method"),
      cell: (payment) => `${payment.methodLabel} (${paymentProviderNames[payment.provider]})`,
    },
    {
      header: t("PaymentList.amount"),
      kind: "number",
      cell: (payment) => formatPesos(payment.amountCentavos),
    },
    { header: t("PaymentList.rcoin"), kind: "number", cell: (payment) => formatCents(payment.rcoinCents) },
    { header: t("PaymentList.state"), cell: (payment) => p(`paymentViews.${payment.state}`) },
    {
      header: t("PaymentList.problem"),
      cell: (payment) => paymentTrouble(payment, t("PaymentList.short")) || t("PaymentList.none"),
    },
    {
      header: t("PaymentList.paid"),
      cell: (payment) =>
        payment.paidAt === null ? t("PaymentList.notPaid") : <ServerDate value={payment.paidAt} />,
    },
    {
      header: t("PaymentList.details"),
      cell: (payment) => (
        <Button
          tone="secondary"
          onPress={() => onOpen(payment)}
          aria-label={t("PaymentList.detailsOf", {
            userId: payment.userId,
            amount: formatPesos(payment.amountCentavos),
          })}
        >
          {t("PaymentList.details")}
        </Button>
      ),
    },
  ]
  const dayField = (field: "from" | "to", label: string) => (
    <Field label={label} errorMessage={filterErrors[field]}>
      {(control) => (
        <input
          {...control}
          name={field}
          type="date"
          value={chosen[field]}
          onChange={(event) => set(field)(event.currentTarget.value)}
        />
      )}
    </Field>
  )
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("PaymentList.heading")}
      </h2>
      <ConsoleFilterBar label={t("PaymentList.filter")} onFilter={() => onFilter(chosen)}>
        <SelectField
          label={t("PaymentList.state")}
          name="state"
          value={chosen.state}
          options={stateOptions(t, p)}
          onChange={set("state")}
        />
        <SelectField
          label={t("PaymentList.gateway")}
          name="provider"
          value={chosen.provider}
          options={providerOptions(t)}
          onChange={set("provider")}
        />
        <TextField
          label={t("PaymentList.player")}
          name="user"
          value={chosen.user}
          maxLength={60}
          description={t("PaymentList.playerDescription")}
          onChange={set("user")}
        />
        {dayField("from", t("PaymentList.from"))}
        {dayField("to", t("PaymentList.to"))}
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.payments.length === 0}
        failed={t("PaymentList.failed")}
        empty={t("PaymentList.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.payments}
              columns={columns}
              rowKey={(payment) => payment.id}
              label={t("PaymentList.heading")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("PaymentList.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
    </section>
  )
}
