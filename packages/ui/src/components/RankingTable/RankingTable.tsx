import type { Ranked, RankingRow, RankingTabValue } from "@gatehouse/domain"
import { useMessages } from "../../i18n/Messages.tsx"
import { useNumbers } from "../../i18n/useNumbers.ts"
import { Notice } from "../Notice/Notice.tsx"
import * as styles from "./RankingTable.css.ts"
import english from "./RankingTable.en.json"
import { type RankingColumn, rankingColumns, useRankingColumnTexts } from "./rankingColumns.tsx"

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
  /** The character (ChaNum) whose row is marked as the one the player asked to see. */
  readonly highlighted?: number
}

const className = (column: RankingColumn, base: string) =>
  column.isSecondary === true ? `${base} ${styles.secondary}` : base

/**
 * One ranking list as a real table: rank, name, class image, school emblem, level and the tab's own
 * figures. On a phone (a narrow box) each row stays one short line, keeping the rank, the name, both
 * images and the figure the tab ranks by; the other columns show on wider screens. Screen readers
 * hear a table with its headings, the name heading each row.
 */
export const RankingTable = ({
  rows,
  tab,
  label,
  emptyText,
  isCompact = false,
  highlighted,
}: RankingTableProps) => {
  const t = useMessages(english)
  const columnTexts = useRankingColumnTexts()
  const { count } = useNumbers()
  if (rows.length === 0) return <Notice tone="empty">{emptyText ?? t("RankingTable.noPlayers")}</Notice>
  const columns = rankingColumns(tab, isCompact, columnTexts, count)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
    <div className={styles.scroller} tabIndex={0} role="group" aria-label={label}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={className(column, styles.heading[column.kind])}>
                {column.kind === "icon" ? (
                  <span className={styles.iconHeading}>{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((ranked) => {
            const isHighlighted = ranked.row.ChaNum === highlighted
            return (
              <tr
                key={ranked.row.ChaNum}
                className={isHighlighted ? styles.highlighted : undefined}
                aria-current={isHighlighted ? "true" : undefined}
                data-character={ranked.row.ChaNum}
              >
                {columns.map((column) =>
                  column.kind === "name" ? (
                    <th key={column.header} scope="row" className={className(column, styles.name)}>
                      {column.value(ranked)}
                    </th>
                  ) : (
                    <td key={column.header} className={className(column, styles.cell[column.kind])}>
                      {column.value(ranked)}
                    </td>
                  ),
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
