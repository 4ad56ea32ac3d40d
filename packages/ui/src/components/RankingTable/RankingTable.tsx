import type { Ranked, RankingRow, RankingTabValue } from "@gatehouse/domain"
import { ClassIcon } from "../ClassIcon/ClassIcon.tsx"
import { DataTable, type DataTableColumn } from "../DataTable/DataTable.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { SchoolEmblem } from "../SchoolEmblem/SchoolEmblem.tsx"
import * as styles from "./RankingTable.css.ts"
import { rankingFigures } from "./rankingColumns.tsx"

export interface RankingTableProps {
  /** The players to list, already filtered and numbered in ranking order. */
  readonly rows: ReadonlyArray<Ranked<RankingRow>>
  /** Which ranking the table shows (contribution, level, richest or killer); picks its last columns. */
  readonly tab: RankingTabValue
  /** The table's name, read out by screen readers, for example "Level ranking". */
  readonly label: string
  /** Shown in place of the table when no row passes the filters. */
  readonly emptyText?: string
  /** Leaves out the tab's own figures, for narrow places such as the home widget. */
  readonly isCompact?: boolean
}

const fixedColumns: ReadonlyArray<DataTableColumn<Ranked<RankingRow>>> = [
  { header: "Rank", kind: "compact", cell: ({ rank }) => <span className={styles.rank}>{rank}</span> },
  { header: "Name", kind: "rowHeader", cell: ({ row }) => row.ChaName },
  { header: "Class", kind: "compact", cell: ({ row }) => <ClassIcon classCode={row.ChaClass} /> },
  { header: "School", kind: "compact", cell: ({ row }) => <SchoolEmblem school={row.ChaSchool} /> },
  { header: "Level", kind: "number", cell: ({ row }) => row.ChaLevel },
]

const figureColumns = (tab: RankingTabValue): ReadonlyArray<DataTableColumn<Ranked<RankingRow>>> =>
  rankingFigures[tab].map((figure) => ({
    header: figure.heading,
    kind: figure.kind,
    cell: ({ row }) => figure.value(row),
  }))

/** One ranking list: rank, name, class image, school emblem, level and the tab's own figures. */
export const RankingTable = ({
  rows,
  tab,
  label,
  emptyText = "No players match these filters yet.",
  isCompact = false,
}: RankingTableProps) =>
  rows.length === 0 ? (
    <Notice tone="empty">{emptyText}</Notice>
  ) : (
    <DataTable
      rows={rows}
      columns={isCompact ? fixedColumns : [...fixedColumns, ...figureColumns(tab)]}
      rowKey={({ row }) => row.ChaNum}
      label={label}
    />
  )
