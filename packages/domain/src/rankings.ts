import { type ClassFilter, classOfKey, type SchoolFilter } from "./catalog.ts"
import type { RankingRow, RankingsResponse } from "./entities/ranking.ts"

/** Spec §9: each ranking list holds the month's top 100. */
export const rankingListSize = 100

/**
 * The home page's level widget shows the top of the chosen school's list, not all 100: on a phone
 * the whole list would push the club table and the community links seven screens down. The full
 * list is one link away, on /rankings.
 */
export const homeRankingSize = 10

/**
 * Spec §2 Rankings: the four tabs, each fed by one list of the rankings response. The first tab's
 * label keeps the product's spelling, 'Contibution'.
 */
export const rankingTabs = [
  { value: "mmr", label: "Contibution", list: "topmmr" },
  { value: "level", label: "Level", list: "toplevel" },
  { value: "richest", label: "Richest", list: "topmoney" },
  { value: "killer", label: "Killer", list: "toppk" },
] as const satisfies ReadonlyArray<{ value: string; label: string; list: keyof RankingsResponse }>

export type RankingTab = (typeof rankingTabs)[number]
export type RankingTabValue = RankingTab["value"]

export const rankingTabValues: ReadonlyArray<RankingTabValue> = rankingTabs.map((tab) => tab.value)

/** Spec §2: the level tab is shown first. */
export const defaultRankingTab: RankingTabValue = "level"

/** The rows a tab shows. */
export const rankingRowsForTab = (
  response: Pick<RankingsResponse, RankingTab["list"]>,
  tab: RankingTabValue,
): ReadonlyArray<RankingRow> => {
  const { list } = rankingTabs.find((candidate) => candidate.value === tab) ?? rankingTabs[1]
  return response[list]
}

export interface RankingFilter {
  readonly school: SchoolFilter
  readonly classFilter: ClassFilter
}

export const allRankings: RankingFilter = { school: "all", classFilter: "all" }

export interface Ranked<Row> {
  /** 1-based, counting only rows that pass the filter. */
  readonly rank: number
  readonly row: Row
}

type Filterable = Pick<RankingRow, "ChaSchool" | "ChaClass">

export const passesRankingFilter = (row: Filterable, filter: RankingFilter): boolean => {
  if (filter.school !== "all" && row.ChaSchool !== filter.school) return false
  if (filter.classFilter === "all") return true
  const codes: ReadonlyArray<number> = classOfKey(filter.classFilter)?.codes ?? []
  return codes.includes(row.ChaClass)
}

/**
 * Spec §4: keeps the rows that pass the school and class filters, in the server's order, and numbers
 * them 1, 2, 3… among themselves, so a filtered list never shows gaps in its ranks.
 */
export const rankRows = <Row extends Filterable>(
  rows: ReadonlyArray<Row>,
  filter: RankingFilter,
): ReadonlyArray<Ranked<Row>> =>
  rows.filter((row) => passesRankingFilter(row, filter)).map((row, index) => ({ rank: index + 1, row }))
