import { formatCents, seasonLabel, toCents } from "@gatehouse/domain"
import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./ReferralReport.css.ts"
import english from "./ReferralReport.en.json"

/** One streamer's month: codes redeemed with their referral code and what those codes carried. */
export interface ReferralMonthRow {
  /** `YYYY-MM`, Manila time. */
  readonly month: string
  readonly code: string
  readonly streamer: string
  readonly redemptions: number
  readonly rcoin: string
  readonly milleage: string
}

export interface ReferralReportProps {
  readonly report: LoadState<ReadonlyArray<ReferralMonthRow>>
}

const amount = (text: string) => formatCents(toCents(Number(text)))

const columnsOf = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<ReferralMonthRow>> => [
  { header: t("ReferralReport.month"), cell: (row) => seasonLabel(row.month) },
  { header: t("ReferralReport.streamer"), kind: "rowHeader", cell: (row) => row.streamer },
  { header: t("ReferralReport.code"), cell: (row) => row.code },
  { header: t("ReferralReport.redemptions"), kind: "number", cell: (row) => row.redemptions },
  { header: t("ReferralReport.rcoin"), kind: "number", cell: (row) => amount(row.rcoin) },
  { header: t("ReferralReport.milleage"), kind: "number", cell: (row) => amount(row.milleage) },
]

/**
 * Each streamer's month, newest first: how many codes players redeemed with the streamer's referral
 * code and the R-Coin and Milleage those codes carried, for paying streamers their share.
 */
export const ReferralReport = ({ report }: ReferralReportProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const columns = columnsOf(t)
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("ReferralReport.heading")}
      </h2>
      <p className={styles.intro}>{t("ReferralReport.intro")}</p>
      <ConsoleListState
        list={report}
        isEmpty={(months) => months.length === 0}
        failed={t("ReferralReport.failed")}
        empty={t("ReferralReport.empty")}
      >
        {(months) => (
          <DataTable
            rows={months}
            columns={columns}
            rowKey={(row) => `${row.month} ${row.code}`}
            label={t("ReferralReport.heading")}
          />
        )}
      </ConsoleListState>
    </section>
  )
}
