import { type ClassFilter, classOfKey, type SchoolFilter, schoolFilters } from "./catalog.ts"
import { RankingRow, RankingsResponse } from "./entities/ranking.ts"

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
  { value: "mmr", label: "Contibution", list: "topmmr", counts: ["ChaMMR"] },
  { value: "level", label: "Level", list: "toplevel", counts: [] },
  { value: "richest", label: "Richest", list: "topmoney", counts: ["ChaMoney"] },
  { value: "killer", label: "Killer", list: "toppk", counts: ["ChaPKScore", "ChaPKDeath"] },
] as const satisfies ReadonlyArray<{
  value: string
  label: string
  list: keyof RankingsResponse
  /** The counts the tab shows beside each player's level (spec §3 Ranking row). */
  counts: ReadonlyArray<keyof RankingRow>
}>

export type RankingTab = (typeof rankingTabs)[number]
export type RankingTabValue = RankingTab["value"]

export const rankingTabValues: ReadonlyArray<RankingTabValue> = rankingTabs.map((tab) => tab.value)

/** Spec §2: the level tab is shown first. */
export const defaultRankingTab: RankingTabValue = "level"

const tabOf = (tab: RankingTabValue): RankingTab =>
  rankingTabs.find((candidate) => candidate.value === tab) ?? rankingTabs[1]

const listOfTab = (tab: RankingTabValue): RankingTab["list"] => tabOf(tab).list

/** The rows a tab shows; none while the tab's list has not arrived (see `openingRankingPart`). */
export const rankingRowsForTab = (
  response: Partial<Pick<RankingsResponse, RankingTab["list"]>>,
  tab: RankingTabValue,
): ReadonlyArray<RankingRow> | undefined => response[listOfTab(tab)]

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

/**
 * A ranking page lists this many rows: on a phone the top 100 at once made a page of 31 screens.
 * The pages sit under the table; a search or "find my character" leads to any row.
 */
export const rankingPageSize = 20

/** How many pages `count` rows take; one page even for none. */
export const rankingPageCount = (count: number): number => Math.max(1, Math.ceil(count / rankingPageSize))

/** The page (from 1) that shows the row at `index` (from 0). */
export const rankingPageOfIndex = (index: number): number => Math.floor(index / rankingPageSize) + 1

/** The rows of page `page` (from 1). */
export const rankingPageRows = <Row>(rows: ReadonlyArray<Row>, page: number): ReadonlyArray<Row> =>
  rows.slice((page - 1) * rankingPageSize, page * rankingPageSize)

/**
 * The ranked rows whose name holds `search` (any case, spaces around it ignored); their ranks stay
 * their places in the list, so a found player shows where they stand. An empty search keeps all.
 */
export const rowsNamed = <Row extends Pick<RankingRow, "ChaName">>(
  rows: ReadonlyArray<Ranked<Row>>,
  search: string,
): ReadonlyArray<Ranked<Row>> => {
  const wanted = search.trim().toLowerCase()
  return wanted === "" ? rows : rows.filter(({ row }) => row.ChaName.toLowerCase().includes(wanted))
}

const noRankings = { topmmr: [], toppk: [], toplevel: [], topmoney: [], toplevelside: [] }

/**
 * The part of the rankings answer the home page's level widget can draw: the side list's top
 * `homeRankingSize` of All and of each school. A home page rendered on the server carries this
 * (about 30 rows) instead of five lists of 100.
 */
export const homeRankingPart = (response: RankingsResponse): RankingsResponse => {
  const shown = new Set(
    schoolFilters.flatMap((school) =>
      rankRows(response.toplevelside, { school, classFilter: "all" })
        .slice(0, homeRankingSize)
        .map(({ row }) => row),
    ),
  )
  return new RankingsResponse({
    ...noRankings,
    toplevelside: response.toplevelside.filter((row) => shown.has(row)),
  })
}

/** The one list the rankings page opens on (its first tab's), as the tabs read lists. */
export const openingRankingLists = (
  response: RankingsResponse,
): Partial<Pick<RankingsResponse, RankingTab["list"]>> => {
  const list = listOfTab(defaultRankingTab)
  return { [list]: response[list] }
}

/**
 * The part of the rankings answer the rankings page opens on, what a rankings page rendered on the
 * server carries: its first tab's list alone, without the counts only other tabs show (they read 0);
 * the whole answer is fetched when the visitor opens another tab.
 */
export const openingRankingPart = (response: RankingsResponse): RankingsResponse => {
  const opening = tabOf(defaultRankingTab)
  const hidden = rankingTabs
    .flatMap(({ counts }): ReadonlyArray<keyof RankingRow> => counts)
    .filter((count) => !(opening.counts as ReadonlyArray<keyof RankingRow>).includes(count))
  const withoutHidden = (row: RankingRow) =>
    new RankingRow({ ...row, ...Object.fromEntries(hidden.map((count) => [count, 0])) })
  return new RankingsResponse({ ...noRankings, [opening.list]: response[opening.list].map(withoutHidden) })
}
