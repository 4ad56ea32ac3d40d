import type { ReactNode } from "react"
import { Pager } from "../components/Pager/Pager.tsx"
import { type HistoryPage, historyFailureText } from "./historyState.ts"
import * as styles from "./historyStyles.css.ts"

export interface HistoryBodyProps<Row> {
  readonly list: HistoryPage<Row>
  readonly page: number
  /** The pager's target, e.g. `/shoppurchases?`. */
  readonly target: string
  /** The table with the loaded rows; called only when there are some. */
  readonly table: (rows: ReadonlyArray<Row>) => ReactNode
}

/** What both history screens share: loading, the failure text, 'No Data', the table and the pager. */
export const HistoryBody = <Row,>({ list, page, target, table }: HistoryBodyProps<Row>) => {
  switch (list.status) {
    case "loading":
      return (
        <p className={styles.note} role="status">
          Loading...
        </p>
      )
    case "failed":
      return (
        <p className={styles.problem} role="alert">
          {historyFailureText}
        </p>
      )
    case "loaded":
      return list.rows.length === 0 ? (
        <p className={styles.note}>No Data</p>
      ) : (
        <>
          <div className={styles.scroller}>{table(list.rows)}</div>
          <Pager current={page} last={list.lastPage} target={target} label="History pages" />
        </>
      )
  }
}
