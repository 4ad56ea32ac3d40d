import type { RankingRow, RankingTabValue } from "@gatehouse/domain"
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

/**
 * Spec §3 Ranking row: each tab shows its own figures. ChaLevelUpDate is the level tab's Time Logged;
 * the killer tab shows kills and deaths instead.
 */
export const rankingFigures: Readonly<Record<RankingTabValue, ReadonlyArray<RankingFigure>>> = {
  mmr: [{ heading: "Contribution", kind: "number", value: (row) => count(row.ChaMMR) }],
  level: [
    {
      heading: "Time Logged",
      kind: "text",
      value: (row) => (row.ChaLevelUpDate === null ? "—" : <ServerDate value={row.ChaLevelUpDate} />),
    },
  ],
  richest: [{ heading: "Gold", kind: "number", value: (row) => count(row.ChaMoney) }],
  killer: [
    { heading: "Kills", kind: "number", value: (row) => count(row.ChaPKScore) },
    { heading: "Deaths", kind: "number", value: (row) => count(row.ChaPKDeath) },
  ],
}
