import type { Key } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { DataTable, type DataTableColumn } from "../DataTable/DataTable.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { Pager } from "../Pager/Pager.tsx"
import english from "./HistoryTable.en.json"
import type { HistoryPage } from "./historyState.ts"

export interface HistoryTableProps<Row> {
  /** This page of the history: loading, failed, or loaded (possibly empty) with the number of pages. */
  readonly list: LoadState<HistoryPage<Row>>
  /** The page shown now, counting from 1. */
  readonly page: number
  /** Where the page links lead, the page number appended, for example "/shoppurchases?". */
  readonly target: string
  /** The table's name for screen readers, for example "Purchase History". */
  readonly label: string
  /** The columns, in order, each with its heading and value. */
  readonly columns: ReadonlyArray<DataTableColumn<Row>>
  /** Tells the rows apart, so a row keeps its place when the page changes. */
  readonly rowKey: (row: Row, index: number) => Key
}

/**
 * A page of a player's history (purchases, redeemed codes): a calm loading line, the failure in red,
 * 'No Data' when there is nothing yet, or the table with the page links under it.
 */
export const HistoryTable = <Row,>({
  list,
  page,
  target,
  label,
  columns,
  rowKey,
}: HistoryTableProps<Row>) => {
  const t = useMessages(english)
  switch (list.status) {
    case "loading":
      return (
        <Notice tone="empty" announce="status">
          {t("HistoryTable.loading")}
        </Notice>
      )
    case "failed":
      return <Notice tone="danger">{t("HistoryTable.failed")}</Notice>
    case "loaded":
      return list.value.rows.length === 0 ? (
        <Notice tone="empty">{t("HistoryTable.noData")}</Notice>
      ) : (
        <>
          <DataTable rows={list.value.rows} columns={columns} rowKey={rowKey} label={label} />
          <Pager
            current={page}
            last={list.value.lastPage}
            target={target}
            label={t("HistoryTable.historyPages")}
          />
        </>
      )
  }
}
