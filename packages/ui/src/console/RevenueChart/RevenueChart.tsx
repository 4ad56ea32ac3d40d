import { formatPesos } from "@gatehouse/domain"
import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./RevenueChart.css.ts"
import english from "./RevenueChart.en.json"

/** One Manila day of the chart. */
export interface RevenueDayView {
  /** `YYYY-MM-DD`, Manila time. */
  readonly day: string
  /** What credited payments brought in, in centavos. */
  readonly pesosCentavos: number
  /** Credited payments. */
  readonly payments: number
  /** Codes redeemed. */
  readonly codes: number
}

export interface RevenueChartProps {
  /** The days, oldest first, as read so far. */
  readonly days: LoadState<ReadonlyArray<RevenueDayView>>
}

/** "Nov 20": a Manila day as a person reads it; the day is Manila's already, so no zone shifts it. */
export const dayLabel = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  })
}

const topUps = (day: RevenueDayView) => day.payments + day.codes

/** The drawing's own units: one bar a unit wide, gaps included; heights in hundredths of the tallest. */
const barSlot = 10
const barWidth = 7
const chartHeight = 100

interface SeriesProps {
  readonly title: string
  readonly days: ReadonlyArray<RevenueDayView>
  readonly value: (day: RevenueDayView) => number
  readonly format: (value: number) => string
  readonly tone: "pesos" | "count"
}

/**
 * One series as bars. The drawing is a picture with one sentence for screen readers (its total and
 * best day); the exact figures are in the table under the charts, for everyone.
 */
const Series = ({ title, days, value, format, tone }: SeriesProps) => {
  const t = useMessages(english)
  const values = days.map(value)
  const total = values.reduce((sum, each) => sum + each, 0)
  const highest = Math.max(0, ...values)
  const best = days[values.indexOf(highest)]
  const summary =
    highest === 0 || best === undefined
      ? t("RevenueChart.none", { title, count: days.length })
      : t("RevenueChart.summary", {
          title,
          total: format(total),
          count: days.length,
          day: dayLabel(best.day),
          highest: format(highest),
        })
  return (
    <figure className={styles.series}>
      <figcaption className={styles.seriesTitle}>
        {title} <span className={styles.total}>{format(total)}</span>
      </figcaption>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${days.length * barSlot} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line
          className={styles.baseline}
          x1={0}
          x2={days.length * barSlot}
          y1={chartHeight}
          y2={chartHeight}
        />
        {days.map((day, index) => {
          const height = highest === 0 ? 0 : (value(day) / highest) * chartHeight
          return (
            <rect
              key={day.day}
              className={styles.bar[tone]}
              x={index * barSlot + (barSlot - barWidth) / 2}
              y={chartHeight - height}
              width={barWidth}
              height={height}
            >
              <title>{`${dayLabel(day.day)}: ${format(value(day))}`}</title>
            </rect>
          )
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{days[0] === undefined ? "" : dayLabel(days[0].day)}</span>
        <span>{days.at(-1) === undefined ? "" : dayLabel(days.at(-1)?.day ?? "")}</span>
      </div>
    </figure>
  )
}

const columns = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<RevenueDayView>> => [
  { header: t("RevenueChart.day"), kind: "rowHeader", cell: (day) => dayLabel(day.day) },
  { header: t("RevenueChart.pesosReceived"), kind: "number", cell: (day) => formatPesos(day.pesosCentavos) },
  { header: t("RevenueChart.payments"), kind: "number", cell: (day) => day.payments },
  { header: t("RevenueChart.codesRedeemed"), kind: "number", cell: (day) => day.codes },
  { header: t("RevenueChart.topUps"), kind: "number", cell: topUps },
]

/**
 * The last 30 Manila days at a glance: pesos received through the gateways (credited payments) and
 * the number of top-ups (credited payments and redeemed codes), each a row of bars; every figure is
 * also in a table that opens under them, newest day first.
 */
export const RevenueChart = ({ days }: RevenueChartProps) => {
  const t = useMessages(english)
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("RevenueChart.heading")}
      </h2>
      {days.status !== "loaded" ? (
        <ConsoleLoadNotice status={days.status} failed={t("RevenueChart.failed")} />
      ) : (
        <>
          <div className={styles.charts}>
            <Series
              title={t("RevenueChart.pesosReceived")}
              days={days.value}
              value={(day) => day.pesosCentavos}
              format={formatPesos}
              tone="pesos"
            />
            <Series
              title={t("RevenueChart.topUps")}
              days={days.value}
              value={topUps}
              format={String}
              tone="count"
            />
          </div>
          <details className={styles.details}>
            <summary className={styles.summary}>{t("RevenueChart.showTable")}</summary>
            <DataTable
              rows={[...days.value].reverse()}
              columns={columns(t)}
              rowKey={(day) => day.day}
              label={t("RevenueChart.tableLabel")}
            />
          </details>
        </>
      )}
    </section>
  )
}
