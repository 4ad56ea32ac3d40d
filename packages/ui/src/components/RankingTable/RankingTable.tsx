import type { Ranked, RankingRow, RankingTabValue } from "@gatehouse/domain"
import { useId } from "react"
import { ClassIcon, ClassSymbol } from "../ClassIcon/ClassIcon.tsx"
import { DataTable, type DataTableColumn } from "../DataTable/DataTable.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { SchoolEmblem, SchoolSymbol } from "../SchoolEmblem/SchoolEmblem.tsx"
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

/** The ids of one table's class and school symbols (React's ids are safe in a URL's fragment). */
const symbolIds = (table: string) => ({
  ofClass: (code: number) => `${table}class${code}`,
  ofSchool: (school: number) => `${table}school${school}`,
})

type SymbolIds = ReturnType<typeof symbolIds>

const fixedColumns = (ids: SymbolIds): ReadonlyArray<DataTableColumn<Ranked<RankingRow>>> => [
  { header: "Rank", kind: "compact", cell: ({ rank }) => <span className={styles.rank}>{rank}</span> },
  { header: "Name", kind: "rowHeader", cell: ({ row }) => row.ChaName },
  {
    header: "Class",
    kind: "compact",
    cell: ({ row }) => <ClassIcon classCode={row.ChaClass} symbolId={ids.ofClass(row.ChaClass)} />,
  },
  {
    header: "School",
    kind: "compact",
    cell: ({ row }) => <SchoolEmblem school={row.ChaSchool} symbolId={ids.ofSchool(row.ChaSchool)} />,
  },
  { header: "Level", kind: "number", cell: ({ row }) => row.ChaLevel },
]

/**
 * Each class and school of the rows drawn once, as symbols the rows' icons show: a hundred rows
 * otherwise carry two hundred drawings, a fifth of a rendered rankings page and of its parsing.
 */
const IconSymbols = ({
  rows,
  ids,
}: {
  readonly rows: ReadonlyArray<Ranked<RankingRow>>
  readonly ids: SymbolIds
}) => (
  <svg className={styles.symbols} aria-hidden="true" focusable="false">
    {[...new Set(rows.map(({ row }) => row.ChaClass))].map((code) => (
      <ClassSymbol key={code} id={ids.ofClass(code)} classCode={code} />
    ))}
    {[...new Set(rows.map(({ row }) => row.ChaSchool))].map((school) => (
      <SchoolSymbol key={school} id={ids.ofSchool(school)} school={school} />
    ))}
  </svg>
)

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
}: RankingTableProps) => {
  const ids = symbolIds(useId())
  if (rows.length === 0) return <Notice tone="empty">{emptyText}</Notice>
  const fixed = fixedColumns(ids)
  return (
    <>
      <IconSymbols rows={rows} ids={ids} />
      <DataTable
        rows={rows}
        columns={isCompact ? fixed : [...fixed, ...figureColumns(tab)]}
        rowKey={({ row }) => row.ChaNum}
        label={label}
      />
    </>
  )
}
