import type { Ranked, RankingRow, RankingTabValue } from "@gatehouse/domain"
import type { ReactNode } from "react"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { ClassIcon } from "../ClassIcon/ClassIcon.tsx"
import { SchoolEmblem } from "../SchoolEmblem/SchoolEmblem.tsx"
import { ServerDate } from "../ServerDate/ServerDate.tsx"
import * as styles from "./RankingTable.css.ts"
import english from "./rankingColumns.en.json"

/** How a column's values read: the rank, the row's name (its header), an icon, a count or a date. */
export type RankingColumnKind = "rank" | "name" | "icon" | "number" | "text"

/** One column of a ranking table. */
export interface RankingColumn {
  readonly header: string
  readonly kind: RankingColumnKind
  readonly value: (ranked: Ranked<RankingRow>) => ReactNode
  /**
   * Left out of the compact row a phone shows, which keeps the rank, the name, the class and school
   * icons and the figure the tab ranks by; a wide table shows every column.
   */
  readonly isSecondary?: boolean
}

/** The columns, their headings in the chosen language and their counts written as it writes them. */
const columnsOf = (t: Translate<keyof typeof english>, count: (value: number) => string) => {
  const rank: RankingColumn = {
    header: t("rankingColumns.rank"),
    kind: "rank",
    value: ({ rank }) => <span className={styles.rank}>{rank}</span>,
  }
  const name: RankingColumn = {
    header: t("rankingColumns.name"),
    kind: "name",
    value: ({ row }) => row.ChaName,
  }
  const characterClass: RankingColumn = {
    header: t("rankingColumns.class"),
    kind: "icon",
    value: ({ row }) => <ClassIcon classCode={row.ChaClass} />,
  }
  const school: RankingColumn = {
    header: t("rankingColumns.school"),
    kind: "icon",
    value: ({ row }) => <SchoolEmblem school={row.ChaSchool} />,
  }
  const level = (isSecondary: boolean): RankingColumn => ({
    header: t("rankingColumns.level"),
    kind: "number",
    value: ({ row }) => row.ChaLevel,
    isSecondary,
  })
  const counted = (header: string, field: keyof RankingRow, isSecondary = false): RankingColumn => ({
    header,
    kind: "number",
    value: ({ row }) => count(Number(row[field])),
    isSecondary,
  })
  /**
   * Spec §3 Ranking row: each tab's own figures after the fixed columns. The level tab ranks by level
   * and adds Time Logged (ChaLevelUpDate); the others rank by their count (the killer tab by kills,
   * with deaths beside them), with the level beside it on a wide screen.
   */
  const tabColumns: Readonly<Record<RankingTabValue, ReadonlyArray<RankingColumn>>> = {
    level: [
      level(false),
      {
        header: t("rankingColumns.timeLogged"),
        kind: "text",
        value: ({ row }) => (row.ChaLevelUpDate === null ? "—" : <ServerDate value={row.ChaLevelUpDate} />),
        isSecondary: true,
      },
    ],
    mmr: [level(true), counted(t("rankingColumns.contribution"), "ChaMMR")],
    richest: [level(true), counted(t("rankingColumns.gold"), "ChaMoney")],
    killer: [
      level(true),
      counted(t("rankingColumns.kills"), "ChaPKScore"),
      counted(t("rankingColumns.deaths"), "ChaPKDeath", true),
    ],
  }
  return { fixed: [rank, name, characterClass, school], level, tabColumns }
}

/**
 * The columns of a tab's table; `isCompact` (the home widget) keeps the fixed ones and the level. Its
 * headings come from `t`, the table's `useRankingColumnTexts()`, and its counts are written by
 * `count` (`useNumbers().count`).
 */
export const rankingColumns = (
  tab: RankingTabValue,
  isCompact: boolean,
  t: Translate<keyof typeof english>,
  count: (value: number) => string,
): ReadonlyArray<RankingColumn> => {
  const { fixed, level, tabColumns } = columnsOf(t, count)
  return isCompact ? [...fixed, level(false)] : [...fixed, ...tabColumns[tab]]
}

/** The headings' words in the chosen language, for `rankingColumns`. */
export const useRankingColumnTexts = () => useMessages(english)
