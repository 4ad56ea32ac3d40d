import { formatCents, seasonLabel, toCents } from "@gatehouse/domain"
import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./ReferralReport.css.ts"

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

const columns: ReadonlyArray<DataTableColumn<ReferralMonthRow>> = [
  { header: "Month", cell: (row) => seasonLabel(row.month) },
  { header: "Streamer", kind: "rowHeader", cell: (row) => row.streamer },
  { header: "Code", cell: (row) => row.code },
  { header: "Redemptions", kind: "number", cell: (row) => row.redemptions },
  { header: "R-Coin", kind: "number", cell: (row) => amount(row.rcoin) },
  { header: "Milleage", kind: "number", cell: (row) => amount(row.milleage) },
]

/**
 * Each streamer's month, newest first: how many codes players redeemed with the streamer's referral
 * code and the R-Coin and Milleage those codes carried, for paying streamers their share.
 */
export const ReferralReport = ({ report }: ReferralReportProps) => {
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Referral report
      </h2>
      <p className={styles.intro}>
        Redemptions that carried a referral code, per streamer and month (Manila time).
      </p>
      <ConsoleListState
        list={report}
        isEmpty={(months) => months.length === 0}
        failed="The referral report could not be read. Please try again."
        empty="No code has been redeemed with a referral code yet."
      >
        {(months) => (
          <DataTable
            rows={months}
            columns={columns}
            rowKey={(row) => `${row.month} ${row.code}`}
            label="Referral report"
          />
        )}
      </ConsoleListState>
    </section>
  )
}
