import {
  allRankings,
  type CharacterPlaces,
  defaultRankingTab,
  type RankingFilter,
  type RankingRow,
  type RankingsResponse,
  type RankingTabValue,
  rankingPageOfIndex,
  rankingPageRows,
  rankingRowsForTab,
  rankingTabs,
  rankRows,
  rowsNamed,
} from "@gatehouse/domain"
import { useEffect, useRef, useState } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { Notice } from "../../components/Notice/Notice.tsx"
import { RankingTable } from "../../components/RankingTable/RankingTable.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { useFormats } from "../../i18n/useFormats.ts"
import type { LoadState } from "../loadable.ts"
import { FindMyCharacter } from "./FindMyCharacter.tsx"
import { RankingFilters } from "./RankingFilters.tsx"
import { RankingPages } from "./RankingPages.tsx"
import * as styles from "./Rankings.css.ts"
import { rankingEnglish, rankingTabKeys } from "./rankingTexts.ts"
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
  /** The player's own characters and their places in the season; absent until "Find my character" is pressed. */
  readonly mine?: LoadState<ReadonlyArray<CharacterPlaces>>
  /** "Find my character" was pressed. */
  readonly onFindMine?: () => void
}

/** What each tab keeps of its own while the player moves between tabs: its filters and its page. */
interface TabView {
  readonly filter: RankingFilter
  readonly page: number
}

const freshViews = Object.fromEntries(
  rankingTabs.map((tab) => [tab.value, { filter: allRankings, page: 1 }]),
) as Record<RankingTabValue, TabView>

const isTab = (key: unknown): key is RankingTabValue => rankingTabs.some((tab) => tab.value === key)

const tabOf = (value: RankingTabValue) => rankingTabs.find((tab) => tab.value === value) ?? rankingTabs[1]

/**
 * The Rankings page: four tabs, each with its own school and class filters (the ranks count only
 * the rows that pass them) and its pages of rows; one search by name across them; "find my
 * character". The spinner stays until the lists load or the load fails. Above the tabs, once the
 * seasons load, a picker shows an archived month's final lists instead of this month's.
 */
export const Rankings = ({
  rankings,
  initialTab = defaultRankingTab,
  seasons,
  season,
  onSeasonChange = () => {},
  onTabChange = () => {},
  mine,
  onFindMine = () => {},
}: RankingsProps) => {
  // The tab, filters and pages live here, above the season's lists, so choosing a season keeps them.
  const [tab, setTab] = useState<RankingTabValue>(initialTab)
  const [views, setViews] = useState(freshViews)
  const [search, setSearch] = useState("")
  const [highlighted, setHighlighted] = useState<number | undefined>(undefined)
  const [revealed, setRevealed] = useState(0)
  const root = useRef<HTMLElement>(null)
  const t = useMessages(rankingEnglish)
  const { season: seasonLabel } = useFormats()
  const known = seasons?.status === "loaded" ? seasons.value : undefined
  const archive = known !== undefined && season !== undefined && season !== known.current ? season : undefined

  const listOf = (value: RankingTabValue) =>
    rankings.status === "loaded" ? rankingRowsForTab(rankings.value, value) : undefined
  const setView = (value: RankingTabValue, view: Partial<TabView>) =>
    setViews((current) => ({ ...current, [value]: { ...current[value], ...view } }))

  /** "Show in list": the tab's whole list, on the page holding the character's row, marked. */
  const show = (chaNum: number) => {
    const index = (listOf(tab) ?? []).findIndex((row) => row.ChaNum === chaNum)
    if (index < 0) return
    setSearch("")
    setView(tab, { filter: allRankings, page: rankingPageOfIndex(index) })
    setHighlighted(chaNum)
    setRevealed((count) => count + 1)
  }

  // Once drawn, the shown row is brought into view and its name focused, so a screen reader reads it.
  useEffect(() => {
    if (revealed === 0) return
    const name = root.current?.querySelector<HTMLElement>(`tr[aria-current="true"] th`)
    if (name === null || name === undefined) return
    name.tabIndex = -1
    name.scrollIntoView({ block: "center" })
    name.focus({ preventScroll: true })
  }, [revealed])

  const body = (value: RankingTabValue, label: string, rows: ReadonlyArray<RankingRow>) => {
    const { filter, page } = views[value]
    const found = rowsNamed(rankRows(rows, filter), search)
    const isSearchEmpty = search.trim() !== "" && found.length === 0
    return (
      <>
        <RankingFilters
          name={`rankings-${value}`}
          filter={filter}
          onChange={(next) => setView(value, { filter: next, page: 1 })}
        />
        {isSearchEmpty ? (
          <Notice tone="empty">{t("rankingTexts.noMatch", { search: search.trim() })}</Notice>
        ) : (
          <RankingTable
            rows={rankingPageRows(found, page)}
            tab={value}
            label={t("rankingTexts.tableLabel", { label })}
            highlighted={highlighted}
          />
        )}
        <RankingPages page={page} total={found.length} onChange={(next) => setView(value, { page: next })} />
      </>
    )
  }

  return (
    <article ref={root} className={styles.root}>
      <h1 className={styles.heading}>
        {archive === undefined
          ? t("rankingTexts.heading")
          : t("rankingTexts.archiveHeading", { month: seasonLabel(archive) })}
      </h1>
      <p className={styles.resetNote}>
        {archive === undefined ? t("rankingTexts.resetNote") : t("rankingTexts.archiveNote")}
      </p>
      {known !== undefined && (
        <SeasonPicker seasons={known} season={season ?? known.current} onChange={onSeasonChange} />
      )}
      <div className={styles.finders}>
        <search className={styles.search}>
          <TextField
            label={t("rankingTexts.searchLabel")}
            name="rankings-search"
            value={search}
            maxLength={33}
            onChange={(next) => {
              setSearch(next)
              setViews(
                (current) =>
                  Object.fromEntries(
                    rankingTabs.map((entry) => [entry.value, { ...current[entry.value], page: 1 }]),
                  ) as Record<RankingTabValue, TabView>,
              )
            }}
          />
        </search>
        <FindMyCharacter
          mine={mine}
          tab={tabOf(tab)}
          isArchive={archive !== undefined}
          onFind={onFindMine}
          isListed={(chaNum) => (listOf(tab) ?? []).some((row) => row.ChaNum === chaNum)}
          onShow={show}
        />
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (!isTab(key)) return
          setTab(key)
          onTabChange(key)
        }}
      >
        <TabList aria-label={t("rankingTexts.tabLists")} className={styles.tabList}>
          {rankingTabs.map((entry) => (
            <Tab key={entry.value} id={entry.value} className={styles.tab}>
              {t(rankingTabKeys[entry.value])}
            </Tab>
          ))}
        </TabList>
        {rankingTabs.map((entry) => {
          const rows = listOf(entry.value)
          return (
            <TabPanel key={entry.value} id={entry.value} className={styles.panel}>
              {rankings.status === "failed" && <Notice tone="danger">{t("rankingTexts.failed")}</Notice>}
              {rankings.status !== "failed" && rows === undefined && (
                <Spinner label={t("rankingTexts.loading")} />
              )}
              {rows !== undefined && body(entry.value, t(rankingTabKeys[entry.value]), rows)}
            </TabPanel>
          )
        })}
      </Tabs>
    </article>
  )
}
