import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import type { Translate } from "../../i18n/Messages.tsx"
import { dayLabel } from "../RevenueChart/RevenueChart.tsx"

/** A toplist as the chart names it. */
export interface VoteSiteView {
  readonly id: number
  readonly name: string
}

/** One Manila day's postbacks per toplist: votes counted (rewarded or recorded) and postbacks refused. */
export interface VoteDayView {
  /** `YYYY-MM-DD`, Manila time. */
  readonly day: string
  readonly sites: ReadonlyArray<{
    readonly toplistId: number
    readonly counted: number
    readonly refused: number
  }>
}

/** What the chart draws: the toplists, and the days oldest first. */
export interface VoteChartView {
  readonly sites: ReadonlyArray<VoteSiteView>
  readonly days: ReadonlyArray<VoteDayView>
}

export interface VoteCount {
  readonly day: string
  readonly counted: number
  readonly refused: number
}

/** One toplist's days, oldest first. */
export interface VoteSeries {
  readonly site: VoteSiteView
  readonly days: ReadonlyArray<VoteCount>
  readonly counted: number
  readonly refused: number
}

/**
 * Each toplist's days: the toplists in their own order, then any the days name that the list does
 * not (named by their number, so no vote goes unseen); a day without a toplist's postbacks counts 0.
 */
export const voteSeriesOf = ({ sites, days }: VoteChartView): ReadonlyArray<VoteSeries> => {
  const listed = new Set(sites.map((site) => site.id))
  const unlisted = [...new Set(days.flatMap((day) => day.sites.map((site) => site.toplistId)))]
    .filter((id) => !listed.has(id))
    .map((id) => ({ id, name: `Toplist ${id}` }))
  return [...sites, ...unlisted].map((site) => {
    const counts = days.map((day) => {
      const found = day.sites.find((each) => each.toplistId === site.id)
      return { day: day.day, counted: found?.counted ?? 0, refused: found?.refused ?? 0 }
    })
    return {
      site,
      days: counts,
      counted: counts.reduce((sum, each) => sum + each.counted, 0),
      refused: counts.reduce((sum, each) => sum + each.refused, 0),
    }
  })
}

/** The chart's sentences, in the chosen language (`useMessages` of `voteSeries.en.json`). */
export type VoteSeriesTranslate = Translate<KeysOf<"voteSeries">>

/** "31 counted, 2 refused". */
export const countsText = (
  { counted, refused }: { readonly counted: number; readonly refused: number },
  t: VoteSeriesTranslate,
) => t("voteSeries.counts", { counted, refused })

/** The busiest day's figures in one sentence, for those who cannot see the bars. */
export const voteSummary = (series: VoteSeries, t: VoteSeriesTranslate): string => {
  const busiest = series.days.reduce<VoteCount | undefined>(
    (best, day) =>
      best === undefined || day.counted + day.refused > best.counted + best.refused ? day : best,
    undefined,
  )
  const days = series.days.length
  return busiest === undefined || series.counted + series.refused === 0
    ? t("voteSeries.none", { site: series.site.name, days })
    : t("voteSeries.summary", {
        site: series.site.name,
        counts: countsText(series, t),
        days,
        day: dayLabel(busiest.day),
        busiest: countsText(busiest, t),
      })
}
