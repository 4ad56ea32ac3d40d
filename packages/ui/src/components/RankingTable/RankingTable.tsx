import type { Ranked, RankingRow, RankingTabValue } from "@gatehouse/domain"
import { ClassIcon } from "../ClassIcon/ClassIcon.tsx"
import * as table from "../ContentTable/ContentTable.css.ts"
import { TableScroller } from "../ContentTable/TableScroller.tsx"
import { SchoolEmblem } from "../SchoolEmblem/SchoolEmblem.tsx"
import * as styles from "./RankingTable.css.ts"
import { rankingFigures } from "./rankingColumns.ts"

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

/** One ranking list: rank, name, class image, school emblem, level and the tab's own figures. */
export const RankingTable = ({
  rows,
  tab,
  label,
  emptyText = "No players match these filters yet.",
  isCompact = false,
}: RankingTableProps) => {
  if (rows.length === 0) return <p className={table.note}>{emptyText}</p>
  const figures = isCompact ? [] : rankingFigures[tab]
  return (
    <TableScroller label={label}>
      <table className={table.table} aria-label={label}>
        <thead>
          <tr>
            <th className={table.head}>Rank</th>
            <th className={table.head}>Name</th>
            <th className={table.head}>Class</th>
            <th className={table.head}>School</th>
            <th className={table.head}>Level</th>
            {figures.map((figure) => (
              <th key={figure.heading} className={table.head}>
                {figure.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ rank, row }) => (
            <tr key={row.ChaNum}>
              <td className={styles.rank}>{rank}</td>
              <td className={styles.name}>{row.ChaName}</td>
              <td className={styles.picture}>
                <ClassIcon classCode={row.ChaClass} />
              </td>
              <td className={styles.picture}>
                <SchoolEmblem school={row.ChaSchool} />
              </td>
              <td className={table.numeric}>{row.ChaLevel}</td>
              {figures.map((figure) => (
                <td key={figure.heading} className={table.numeric}>
                  {figure.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
