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
} from "@gatehouse/domain"
import { useState } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { RankingTable } from "../../components/RankingTable/RankingTable.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { RankingFilters } from "./RankingFilters.tsx"
import * as styles from "./Rankings.css.ts"
import { rankingTexts } from "./rankingTexts.ts"

type RankingLists = Pick<RankingsResponse, "topmmr" | "toplevel" | "topmoney" | "toppk">

/** Spec §4 Rankings: loading until the list loads or fails. */
export type RankingsLoad =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly lists: RankingLists }

export interface RankingsProps {
  readonly rankings: RankingsLoad
  /** The tab shown first; the spec's default is level. */
  readonly initialTab?: RankingTabValue
}

const noFilters = Object.fromEntries(rankingTabs.map((tab) => [tab.value, allRankings])) as Record<
  RankingTabValue,
  RankingFilter
>

const isTab = (key: unknown): key is RankingTabValue => rankingTabs.some((tab) => tab.value === key)

/**
 * The Rankings page (spec §2): four tabs, each with its own school and class filters; the ranks count
 * only the rows that pass them. The spinner stays until the lists load or the load fails.
 */
export const Rankings = ({ rankings, initialTab = defaultRankingTab }: RankingsProps) => {
  const [tab, setTab] = useState<RankingTabValue>(initialTab)
  const [filters, setFilters] = useState(noFilters)

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
      <h1 className={styles.heading}>{rankingTexts.heading}</h1>
      <p className={styles.resetNote}>{rankingTexts.resetNote}</p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => isTab(key) && setTab(key)}>
        <TabList aria-label="Ranking lists" className={styles.tabList}>
          {rankingTabs.map((entry) => (
            <Tab key={entry.value} id={entry.value} className={styles.tab}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        {rankingTabs.map((entry) => (
          <TabPanel key={entry.value} id={entry.value} className={styles.panel}>
            {rankings.status === "loading" && <Spinner label={rankingTexts.loading} />}
            {rankings.status === "failed" && (
              <p className={styles.problem} role="alert">
                {rankingTexts.failed}
              </p>
            )}
            {rankings.status === "loaded" &&
              body(entry.value, entry.label, rankingRowsForTab(rankings.lists, entry.value))}
          </TabPanel>
        ))}
      </Tabs>
    </article>
  )
}
