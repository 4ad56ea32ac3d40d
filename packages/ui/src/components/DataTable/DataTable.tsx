import type { Key, ReactNode } from "react"
import * as styles from "./DataTable.css.ts"

/**
 * How a column's values read: "text"; "number" (figures lined up at the end); "compact" (a narrow
 * centred column for a rank, an emblem or an icon); "rowHeader" (the row's own name, which heads
 * the row for screen readers and titles its card on a phone).
 */
export const dataColumnKinds = ["text", "number", "compact", "rowHeader"] as const
export type DataColumnKind = (typeof dataColumnKinds)[number]

/** One column of a `DataTable`: its heading and how to draw its value for a row. */
export interface DataTableColumn<Row> {
  /** The column's heading, which is also the label of its value in a row's card on a phone. */
  readonly header: string
  /** The column's value for one row. */
  readonly cell: (row: Row) => ReactNode
  /** How the values read; "text" when left out. */
  readonly kind?: DataColumnKind
}

export interface DataTableProps<Row> {
  /** The rows, in the order they are listed. */
  readonly rows: ReadonlyArray<Row>
  /** The columns, in order, each with its heading and value. */
  readonly columns: ReadonlyArray<DataTableColumn<Row>>
  /** Tells the rows apart (an id, a name), so a row keeps its place when the list changes. */
  readonly rowKey: (row: Row, index: number) => Key
  /**
   * The table's name for screen readers, for example "Level ranking"; it also names the box the
   * table scrolls in.
   */
  readonly label: string
  /** The id of a heading on the page that names the table, read instead of `label`. */
  readonly labelledBy?: string
  /** A title shown above the table. */
  readonly caption?: string
}

/**
 * Explicit roles, although they repeat the elements' own: browsers (Safari first) drop a table's
 * semantics when its parts are laid out as blocks, as the phone's stacked rows are, and screen reader
 * users would lose the headings of every value.
 */
const roles = {
  table: "table",
  rowgroup: "rowgroup",
  row: "row",
  columnheader: "columnheader",
  rowheader: "rowheader",
  cell: "cell",
} as const

/**
 * A read-only table of facts (rankings, news, requirements, histories, commands): one look for every
 * list a visitor reads. On a wide screen it is a classic table that scrolls sideways inside its own
 * box if it must; on a phone each row reads as a card, each value beside its column's label and the
 * row's name on top. Screen readers hear a table with its headings either way.
 */
export const DataTable = <Row,>({
  rows,
  columns,
  rowKey,
  label,
  labelledBy,
  caption,
}: DataTableProps<Row>) => (
  // A group, not a landmark: the page's sections already name these tables.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
  // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
  <div className={styles.scroller} tabIndex={0} role="group" aria-label={label}>
    <table
      role={roles.table}
      className={styles.table}
      aria-label={labelledBy === undefined ? label : undefined}
      aria-labelledby={labelledBy}
    >
      {caption !== undefined && <caption className={styles.caption}>{caption}</caption>}
      <thead role={roles.rowgroup} className={styles.head}>
        <tr role={roles.row}>
          {columns.map(({ header, kind = "text" }) => (
            <th key={header} role={roles.columnheader} scope="col" className={styles.columnHeading[kind]}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={roles.rowgroup} className={styles.body}>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} role={roles.row} className={styles.row}>
            {columns.map(({ header, cell, kind = "text" }) =>
              kind === "rowHeader" ? (
                <th key={header} role={roles.rowheader} scope="row" className={styles.cell.rowHeader}>
                  {cell(row)}
                </th>
              ) : (
                <td key={header} role={roles.cell} className={styles.cell[kind]} data-label={header}>
                  <span>{cell(row)}</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
