import { formatAmount } from "@gatehouse/domain"
import { HistoryBody } from "../HistoryBody.tsx"
import type { HistoryPage } from "../historyState.ts"
import * as styles from "../historyStyles.css.ts"

export interface RedeemRow {
  readonly CardCode: string
  readonly DateTopUp: string
  readonly Cardvalue: number
}

export interface RedeemHistoryProps {
  /** The page's heading: the section's name (the menu calls it Top Up History). */
  readonly title?: string
  /**
   * This page of the player's redeemed codes: loading, failed, or loaded (possibly none) with the number of
   * pages.
   */
  readonly list: HistoryPage<RedeemRow>
  /** The page of the history shown now, counting from 1. */
  readonly page: number
}

/**
 * The player's redeemed codes, opened from Top Up History in the menu: card code, redeem date and
 * card value, a page at a time.
 */
export const RedeemHistory = ({ title = "Redeem History", list, page }: RedeemHistoryProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>{title}</h1>
    <HistoryBody
      list={list}
      page={page}
      target="/topuphistory?"
      table={(rows) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.head}>Card Code</th>
              <th className={styles.head}>Redeem Date</th>
              <th className={styles.head}>Card Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.CardCode}>
                <td className={styles.cell}>{row.CardCode}</td>
                <td className={styles.cell}>{row.DateTopUp}</td>
                <td className={styles.numeric}>{formatAmount(row.Cardvalue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  </article>
)
