import { type RankingRow, type RankingTabValue, rankingTabs } from "@gatehouse/domain"
import type { ReactNode } from "react"
import { ServerDate } from "../ServerDate/ServerDate.tsx"

/** A tab's own figure besides level: what the list is ranked by. */
export interface RankingFigure {
  readonly heading: string
  readonly value: (row: RankingRow) => ReactNode
  /** Counts line up as figures; a date reads (and wraps) as text. */
  readonly kind: "number" | "text"
}

const count = (value: number): string => value.toLocaleString("en-US")

/** The heading of each count a tab ranks by (the domain's `rankingTabs` say which tab shows which). */
const countHeadings: Readonly<Record<(typeof rankingTabs)[number]["counts"][number], string>> = {
  ChaMMR: "Contribution",
  ChaMoney: "Gold",
  ChaPKScore: "Kills",
  ChaPKDeath: "Deaths",
}

/**
 * Spec §3 Ranking row: each tab shows its own figures. ChaLevelUpDate is the level tab's Time Logged;
 * every other tab shows its counts (the killer tab kills and deaths).
 */
export const rankingFigures = Object.fromEntries(
  rankingTabs.map((tab): [RankingTabValue, ReadonlyArray<RankingFigure>] => [
    tab.value,
    tab.value === "level"
      ? [
          {
            heading: "Time Logged",
            kind: "text",
            value: (row) => (row.ChaLevelUpDate === null ? "—" : <ServerDate value={row.ChaLevelUpDate} />),
          },
        ]
      : tab.counts.map((field) => ({
          heading: countHeadings[field],
          kind: "number",
          value: (row: RankingRow) => count(row[field]),
        })),
  ]),
) as Readonly<Record<RankingTabValue, ReadonlyArray<RankingFigure>>>
