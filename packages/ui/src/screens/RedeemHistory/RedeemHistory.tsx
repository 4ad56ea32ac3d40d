import { formatPesos, toCents } from "@gatehouse/domain"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import type { DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { HistoryTable } from "../../components/HistoryTable/HistoryTable.tsx"
import type { HistoryPage } from "../../components/HistoryTable/historyState.ts"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { type Formats, useFormats } from "../../i18n/useFormats.ts"
import type { LoadState } from "../loadable.ts"
import * as styles from "./RedeemHistory.css.ts"
import english from "./RedeemHistory.en.json"

type RedeemKey = keyof typeof english

export interface RedeemRow {
  readonly CardCode: string
  readonly DateTopUp: string
  readonly Cardvalue: number
  /** Which currency the value is in, as a shop section (2 R-Coin, else Milleage), when the server says. */
  readonly section?: number | undefined
  /** A top-up paid through a gateway: how it was paid ("GCash"); absent for a redeemed code. */
  readonly Method?: string | undefined
  /** What was paid, in pesos. */
  readonly AmountPaid?: number | undefined
  /** Where the payment stands, in words ("Paid and credited"). */
  readonly State?: string | undefined
}

export interface RedeemHistoryProps {
  /** The page's heading: the section's name (the menu calls it Top Up History). */
  readonly title?: string
  /**
   * This page of the player's redeemed codes: loading, failed, or loaded (possibly none) with the number of
   * pages.
   */
  readonly list: LoadState<HistoryPage<RedeemRow>>
  /** The page of the history shown now, counting from 1. */
  readonly page: number
}

const redeemColumnsOf = (
  t: Translate<RedeemKey>,
  { amount }: Formats,
): ReadonlyArray<DataTableColumn<RedeemRow>> => [
  { header: t("RedeemHistory.cardCode"), kind: "rowHeader", cell: (row) => row.CardCode },
  { header: t("RedeemHistory.redeemDate"), cell: (row) => <ServerDate value={row.DateTopUp} /> },
  {
    header: t("RedeemHistory.cardValue"),
    kind: "number",
    // With its currency's icon and name; an older server's bare figure otherwise.
    cell: (row) =>
      row.section === undefined ? (
        amount(row.Cardvalue)
      ) : (
        <CurrencyAmount amount={row.Cardvalue} section={row.section} isNameShown />
      ),
  },
]

/** What a page with gateway payments on it shows besides: a redeemed code reads as one. */
const paymentColumnsOf = (t: Translate<RedeemKey>): ReadonlyArray<DataTableColumn<RedeemRow>> => [
  { header: t("RedeemHistory.paidWith"), cell: (row) => row.Method ?? t("RedeemHistory.code") },
  {
    header: t("RedeemHistory.amountPaid"),
    kind: "number",
    cell: (row) => (row.AmountPaid === undefined ? "—" : formatPesos(toCents(row.AmountPaid))),
  },
  { header: t("RedeemHistory.status"), cell: (row) => row.State ?? t("RedeemHistory.redeemed") },
]

const columnsFor = (list: LoadState<HistoryPage<RedeemRow>>, t: Translate<RedeemKey>, formats: Formats) =>
  list.status === "loaded" && list.value.rows.some((row) => row.Method !== undefined)
    ? [...redeemColumnsOf(t, formats), ...paymentColumnsOf(t)]
    : redeemColumnsOf(t, formats)

/**
 * The player's redeemed codes, opened from Top Up History in the menu: card code, redeem date and
 * card value, a page at a time. A page with top-ups paid through a gateway on it also says how each
 * was paid, what was paid and where it stands (a code: "Code", "—", "Redeemed").
 */
export const RedeemHistory = ({ title: titleProp, list, page }: RedeemHistoryProps) => {
  const t = useMessages(english)
  const formats = useFormats()
  const title = titleProp ?? t("RedeemHistory.title")
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <HistoryTable
        list={list}
        page={page}
        target="/topuphistory?"
        label={title}
        rowKey={(row) => `${row.CardCode} ${row.DateTopUp}`}
        columns={columnsFor(list, t, formats)}
      />
    </article>
  )
}
