import {
  allRankings,
  defaultRankingTab,
  type RankingFilter,
  type RankingRow,
  type RankingsResponse,
  type RankingTabValue,
  rankingRowsForTab,
  rankingTabs,
  rankRows,
  seasonLabel,
} from "@gatehouse/domain"
import { useState } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { Notice } from "../../components/Notice/Notice.tsx"
import { RankingTable } from "../../components/RankingTable/RankingTable.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import type { LoadState } from "../loadable.ts"
import { RankingFilters } from "./RankingFilters.tsx"
import * as styles from "./Rankings.css.ts"
import { rankingTexts } from "./rankingTexts.ts"
import { type RankingSeasons, SeasonPicker } from "./SeasonPicker.tsx"

type RankingLists = Pick<RankingsResponse, "topmmr" | "toplevel" | "topmoney" | "toppk">

export interface RankingsProps {
  /**
   * The chosen season's rankings: loading (again while another season loads), failed or loaded. A
   * list left out of the loaded ones has not arrived yet (a page rendered on the server carries only
   * its opening tab's), and its tab shows the spinner until it does.
   */
  readonly rankings: LoadState<Partial<RankingLists>>
  /** The ranking tab open when the page opens; the level tab when left out. */
  readonly initialTab?: RankingTabValue
  /**
   * The running season and the archived months the player can pick from. Until they load (or if they fail),
   * no season picker shows.
   */
  readonly seasons?: LoadState<RankingSeasons>
  /** The chosen season, as year and month ("2025-03"); the running season when left out. */
  readonly season?: string
  /** Called with the season the player picks. */
  readonly onSeasonChange?: (season: string) => void
  /** Called with the tab the player opens (a list not loaded yet may be fetched then). */
  readonly onTabChange?: (tab: RankingTabValue) => void
}

const noFilters = Object.fromEntries(rankingTabs.map((tab) => [tab.value, allRankings])) as Record<
  RankingTabValue,
  RankingFilter
>

const isTab = (key: unknown): key is RankingTabValue => rankingTabs.some((tab) => tab.value === key)

/**
 * The Rankings page: four tabs, each with its own school and class filters; the ranks count
 * only the rows that pass them. The spinner stays until the lists load or the load fails. Above the
 * tabs, once the seasons load, a picker shows an archived month's final lists instead of this month's.
 */
export const Rankings = ({
  rankings,
  initialTab = defaultRankingTab,
  seasons,
  season,
  onSeasonChange = () => {},
  onTabChange = () => {},
}: RankingsProps) => {
  // The tab and the filters live here, above the season's lists, so choosing a season keeps both.
  const [tab, setTab] = useState<RankingTabValue>(initialTab)
  const [filters, setFilters] = useState(noFilters)
  const known = seasons?.status === "loaded" ? seasons.value : undefined
  const archive = known !== undefined && season !== undefined && season !== known.current ? season : undefined

  const body = (value: RankingTabValue, label: string, rows: ReadonlyArray<RankingRow>) => (
    <>
      <RankingFilters
        name={`rankings-${value}`}
        filter={filters[value]}
        onChange={(filter) => setFilters((current) => ({ ...current, [value]: filter }))}
      />
      <RankingTable rows={rankRows(rows, filters[value])} tab={value} label={`${label} ranking`} />
    </>
  )

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>
        {archive === undefined ? rankingTexts.heading : rankingTexts.archiveHeading(seasonLabel(archive))}
      </h1>
      <p className={styles.resetNote}>
        {archive === undefined ? rankingTexts.resetNote : rankingTexts.archiveNote}
      </p>
      {known !== undefined && (
        <SeasonPicker seasons={known} season={season ?? known.current} onChange={onSeasonChange} />
      )}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (!isTab(key)) return
          setTab(key)
          onTabChange(key)
        }}
      >
        <TabList aria-label="Ranking lists" className={styles.tabList}>
          {rankingTabs.map((entry) => (
            <Tab key={entry.value} id={entry.value} className={styles.tab}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        {rankingTabs.map((entry) => {
          const rows =
            rankings.status === "loaded" ? rankingRowsForTab(rankings.value, entry.value) : undefined
          return (
            <TabPanel key={entry.value} id={entry.value} className={styles.panel}>
              {rankings.status === "failed" && <Notice tone="danger">{rankingTexts.failed}</Notice>}
              {rankings.status !== "failed" && rows === undefined && <Spinner label={rankingTexts.loading} />}
              {rows !== undefined && body(entry.value, entry.label, rows)}
            </TabPanel>
          )
        })}
      </Tabs>
    </article>
  )
}
