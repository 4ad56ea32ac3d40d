import { useId, useState } from "react"
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { vars } from "../../theme/vars.css.ts"
import { dayLabel } from "../RevenueChart/RevenueChart.tsx"
import * as styles from "./ConsoleReport.css.ts"
import english from "./DayChart.en.json"

/** One row of bars of a chart: its name, its colour (a theme token) and its figure on a day. */
export interface DaySeries<Day> {
  readonly label: string
  readonly color: string
  /** The figure as a number to draw (whole units, not cents). */
  readonly value: (day: Day) => number
  /** The figure as staff read it, in the tooltip, the totals and the table. */
  readonly format: (value: number) => string
}

export interface DayChartProps<Day extends { readonly day: string }> {
  readonly title: string
  readonly days: ReadonlyArray<Day>
  readonly series: ReadonlyArray<DaySeries<Day>>
}

const sum = (values: ReadonlyArray<number>) => values.reduce((total, value) => total + value, 0)

/** "3 R-Coin 120.50 and Milleage 7.00 in 30 days": what a drawing says to whoever cannot see it. */
const spokenSummary = <Day extends { readonly day: string }>(
  title: string,
  days: ReadonlyArray<Day>,
  series: ReadonlyArray<DaySeries<Day>>,
  t: Translate<keyof typeof english>,
) => {
  const totals = series.map((one) => `${one.label} ${one.format(sum(days.map(one.value)))}`).join(", ")
  return t("DayChart.summary", { title, count: days.length, totals })
}

const tick = { fill: vars.color.textMuted, fontSize: vars.fontSize.small }

/**
 * One chart of the overview: a bar per day for each series, drawn by Recharts, with the totals of
 * the range over it and every day's figures in a table that opens under it. The drawing is a
 * picture with one sentence for screen readers; the table is the same figures for everyone.
 */
export const DayChart = <Day extends { readonly day: string }>({
  title,
  days,
  series,
}: DayChartProps<Day>) => {
  const t = useMessages(english)
  const titleId = useId()
  // The table is made when it is opened: 90 days of four charts are hundreds of rows no one reads shut.
  const [isTableOpen, setTableOpen] = useState(false)
  const rows = days.map((day) => ({
    label: dayLabel(day.day),
    ...Object.fromEntries(series.map((one, index) => [`s${index}`, one.value(day)])),
  }))
  const columns: ReadonlyArray<DataTableColumn<Day>> = [
    { header: t("DayChart.day"), kind: "rowHeader", cell: (day) => dayLabel(day.day) },
    ...series.map((one) => ({
      header: one.label,
      kind: "number" as const,
      cell: (day: Day) => one.format(one.value(day)),
    })),
  ]
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
      </figcaption>
      <ul className={styles.totals}>
        {series.map((one) => (
          <li key={one.label} className={styles.total}>
            <span className={styles.swatch} style={{ background: one.color }} aria-hidden="true" />
            {one.label} <strong>{one.format(sum(days.map(one.value)))}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.drawing} role="img" aria-label={spokenSummary(title, days, series, t)}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={vars.color.border} />
            <XAxis dataKey="label" tick={tick} tickLine={false} minTickGap={24} />
            <YAxis tick={tick} tickLine={false} axisLine={false} width={44} allowDecimals={false} />
            <Tooltip
              cursor={{ fill: vars.color.surfaceSunken }}
              contentStyle={{ background: vars.color.surface, borderColor: vars.color.border }}
              formatter={(value, _name, item) => {
                const index = Number(String(item.dataKey).slice(1))
                const one = series[index]
                return [one === undefined ? String(value) : one.format(Number(value)), one?.label ?? ""]
              }}
            />
            {series.map((one, index) => (
              <Bar
                key={one.label}
                dataKey={`s${index}`}
                name={one.label}
                fill={one.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.details} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>{t("DayChart.showTable")}</summary>
        {isTableOpen && (
          <DataTable
            rows={[...days].reverse()}
            columns={columns}
            rowKey={(day) => day.day}
            label={t("DayChart.perDay", { title })}
          />
        )}
      </details>
    </figure>
  )
}
