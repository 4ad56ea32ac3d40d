import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import { dayLabel } from "../RevenueChart/RevenueChart.tsx"
import voteEnglish from "../voteTexts.en.json"
import * as styles from "./VoteChart.css.ts"
import english from "./VoteChart.en.json"
import seriesEnglish from "./voteSeries.en.json"
import { countsText, type VoteChartView, type VoteSeries, voteSeriesOf, voteSummary } from "./voteSeries.ts"

export interface VoteChartProps {
  /** The toplists and their last 30 Manila days, as read so far. */
  readonly report: LoadState<VoteChartView>
}

/** The drawing's own units: one bar a unit wide, gaps included; heights in hundredths of the tallest. */
const barSlot = 10
const barWidth = 7
const chartHeight = 100

/** The stripes refused postbacks are drawn in, so they differ from votes by more than their colour. */
const Hatching = ({ id }: { readonly id: string }) => (
  <pattern id={id} patternUnits="userSpaceOnUse" width={4} height={4} patternTransform="rotate(45)">
    <rect className={styles.hatchGround} width={4} height={4} />
    <line className={styles.hatchLine} x1={1} y1={0} x2={1} y2={4} />
  </pattern>
)

/** What counted and refused look like, beside their names. */
const Legend = () => {
  const t = useMessages(english)
  const hatchId = useId()
  return (
    <ul className={styles.legend}>
      <li className={styles.legendEntry}>
        <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
          <rect className={styles.counted} width={16} height={16} />
        </svg>
        {t("VoteChart.counted")}
      </li>
      <li className={styles.legendEntry}>
        <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
          <defs>
            <Hatching id={hatchId} />
          </defs>
          <rect className={styles.refused} fill={`url(#${hatchId})`} width={16} height={16} />
        </svg>
        {t("VoteChart.refused")}
      </li>
    </ul>
  )
}

/**
 * One toplist's days as stacked bars, votes counted below and refused postbacks striped above. The
 * drawing is one picture with a sentence for screen readers (the totals and the busiest day); every
 * figure is in the table under the charts.
 */
const SiteBars = ({ series, highest }: { readonly series: VoteSeries; readonly highest: number }) => {
  const c = useMessages(seriesEnglish)
  const hatchId = useId()
  const heightOf = (count: number) => (highest === 0 ? 0 : (count / highest) * chartHeight)
  const first = series.days[0]
  const last = series.days.at(-1)
  return (
    <figure className={styles.series}>
      <figcaption className={styles.seriesTitle}>
        <span className={styles.siteName}>{series.site.name}</span> {countsText(series, c)}
      </figcaption>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${series.days.length * barSlot} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={voteSummary(series, c)}
      >
        <defs>
          <Hatching id={hatchId} />
        </defs>
        <line
          className={styles.baseline}
          x1={0}
          x2={series.days.length * barSlot}
          y1={chartHeight}
          y2={chartHeight}
        />
        {series.days.map((day, index) => {
          const counted = heightOf(day.counted)
          const refused = heightOf(day.refused)
          const x = index * barSlot + (barSlot - barWidth) / 2
          return (
            <g key={day.day}>
              <title>{`${dayLabel(day.day)}: ${countsText(day, c)}`}</title>
              <rect
                className={styles.counted}
                x={x}
                y={chartHeight - counted}
                width={barWidth}
                height={counted}
              />
              <rect
                className={styles.refused}
                fill={`url(#${hatchId})`}
                x={x}
                y={chartHeight - counted - refused}
                width={barWidth}
                height={refused}
              />
            </g>
          )
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{first === undefined ? "" : dayLabel(first.day)}</span>
        <span>{last === undefined ? "" : dayLabel(last.day)}</span>
      </div>
    </figure>
  )
}

interface DayRow {
  readonly day: string
  readonly index: number
}

/** The same figures as a table, newest day first: a column of votes and one of refusals per toplist. */
const VoteTable = ({ all }: { readonly all: ReadonlyArray<VoteSeries> }) => {
  const t = useMessages(english)
  const days = all[0]?.days ?? []
  const rows: ReadonlyArray<DayRow> = days.map((day, index) => ({ day: day.day, index })).reverse()
  const columns: ReadonlyArray<DataTableColumn<DayRow>> = [
    { header: t("VoteChart.day"), kind: "rowHeader", cell: (row) => dayLabel(row.day) },
    ...all.flatMap(
      (series): ReadonlyArray<DataTableColumn<DayRow>> => [
        {
          header: t("VoteChart.siteCounted", { site: series.site.name }),
          kind: "number",
          cell: (row) => series.days[row.index]?.counted ?? 0,
        },
        {
          header: t("VoteChart.siteRefused", { site: series.site.name }),
          kind: "number",
          cell: (row) => series.days[row.index]?.refused ?? 0,
        },
      ],
    ),
  ]
  return <DataTable rows={rows} columns={columns} rowKey={(row) => row.day} label={t("VoteChart.heading")} />
}

/**
 * The last 30 Manila days of each toplist at a glance: the votes it confirmed and the postbacks
 * that were refused, on one scale for every toplist so they compare; the figures open as a table.
 */
export const VoteChart = ({ report }: VoteChartProps) => {
  const t = useMessages(english)
  const v = useMessages(voteEnglish)
  const headingId = useId()
  const all = report.status === "loaded" ? voteSeriesOf(report.value) : []
  const highest = Math.max(0, ...all.flatMap((series) => series.days.map((day) => day.counted + day.refused)))
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("VoteChart.heading")}
      </h2>
      {report.status !== "loaded" ? (
        <ConsoleLoadNotice status={report.status} failed={v("voteTexts.reportFailed")} />
      ) : all.length === 0 ? (
        <Notice tone="empty">{v("voteTexts.chartEmpty")}</Notice>
      ) : (
        <>
          <Legend />
          <div className={styles.charts}>
            {all.map((series) => (
              <SiteBars key={series.site.id} series={series} highest={highest} />
            ))}
          </div>
          <details className={styles.details}>
            <summary className={styles.summary}>{v("voteTexts.showTable")}</summary>
            <VoteTable all={all} />
          </details>
        </>
      )}
    </section>
  )
}
