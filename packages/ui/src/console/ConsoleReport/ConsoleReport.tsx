import { formatCents, formatPesos } from "@gatehouse/domain"
import { useId } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { currencyName } from "../../config/siteConfig.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { vars } from "../../theme/vars.css.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./ConsoleReport.css.ts"
import english from "./ConsoleReport.en.json"
import { DayChart, type DaySeries } from "./DayChart.tsx"

/** Sums in hundredths of each balance. */
export interface BalanceCents {
  readonly rcoin: number
  readonly milleage: number
}

/** One of the game's days of the report. */
export interface ReportDayView {
  /** `YYYY-MM-DD`, the game's day. */
  readonly day: string
  readonly salesCents: BalanceCents
  readonly purchases: number
  /** Gateway top-ups credited, in centavos, and how many. */
  readonly topUpCentavos: number
  readonly topUps: number
  readonly redemptions: number
  readonly redeemedCents: BalanceCents
  readonly signUps: number
  readonly ticketsOpened: number
}

export interface ReportView {
  readonly days: ReadonlyArray<ReportDayView>
  /** Now: items bought that the game has not delivered yet. */
  readonly waitingInGame: number
}

/** The ranges staff choose from, in days up to today. */
export const reportRanges = [7, 30, 90] as const
export type ReportRange = (typeof reportRanges)[number]

export interface ConsoleReportProps {
  readonly report: LoadState<ReportView>
  readonly range: ReportRange
  readonly onRangeChange: (range: ReportRange) => void
}

export const reportTexts = {
  heading: "At a glance",
  range: "Days",
  rangeOption: (days: number) => `Last ${days} days`,
  failed: "The report could not be read. Please try again.",
  waiting: "Items bought, not yet delivered in the game",
  sales: "Shop sales",
  topUps: "Top-ups",
  codes: "Codes redeemed",
  players: "Sign-ups and tickets",
} as const

const whole = (value: number) => value.toLocaleString("en-US")
const amount = (value: number) => formatCents(Math.round(value * 100))
const pesos = (value: number) => formatPesos(Math.round(value * 100))

/**
 * The overview's pictures for administrators: over the last 7, 30 or 90 of the game's days, what the
 * shop sold per balance, what gateway top-ups brought in, the codes redeemed, and the sign-ups and
 * tickets written, each a chart with its figures in a table; and how many bought items the game
 * still owes.
 */
export const ConsoleReport = ({ report, range, onRangeChange }: ConsoleReportProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const { currencies } = useSiteConfig()
  const coin = currencyName(currencies.coin)
  const point = currencyName(currencies.point)
  const sales: ReadonlyArray<DaySeries<ReportDayView>> = [
    {
      label: coin,
      color: vars.color.currency.coin,
      value: (day) => day.salesCents.rcoin / 100,
      format: amount,
    },
    {
      label: point,
      color: vars.color.currency.point,
      value: (day) => day.salesCents.milleage / 100,
      format: amount,
    },
  ]
  const topUps: ReadonlyArray<DaySeries<ReportDayView>> = [
    {
      label: t("ConsoleReport.pesosReceived"),
      color: vars.color.accent,
      value: (day) => day.topUpCentavos / 100,
      format: pesos,
    },
  ]
  const codes: ReadonlyArray<DaySeries<ReportDayView>> = [
    {
      label: t("ConsoleReport.codes"),
      color: vars.color.link,
      value: (day) => day.redemptions,
      format: whole,
    },
  ]
  const players: ReadonlyArray<DaySeries<ReportDayView>> = [
    {
      label: t("ConsoleReport.signUps"),
      color: vars.color.success,
      value: (day) => day.signUps,
      format: whole,
    },
    {
      label: t("ConsoleReport.tickets"),
      color: vars.color.danger,
      value: (day) => day.ticketsOpened,
      format: whole,
    },
  ]
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          {t("ConsoleReport.heading")}
        </h2>
        <RadioGroup
          className={styles.ranges}
          orientation="horizontal"
          value={String(range)}
          onChange={(value) => onRangeChange(Number(value) as ReportRange)}
        >
          <Label className={styles.rangesLabel}>{t("ConsoleReport.range")}</Label>
          {reportRanges.map((days) => (
            <Radio key={days} value={String(days)} className={styles.range}>
              {t("ConsoleReport.rangeOption", { days })}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {report.status !== "loaded" ? (
        <ConsoleLoadNotice status={report.status} failed={t("ConsoleReport.failed")} />
      ) : (
        <>
          <p className={styles.waiting}>
            <span className={styles.waitingCount}>{whole(report.value.waitingInGame)}</span>{" "}
            {t("ConsoleReport.waiting")}
          </p>
          <div className={styles.charts}>
            <DayChart title={t("ConsoleReport.sales")} days={report.value.days} series={sales} />
            <DayChart title={t("ConsoleReport.topUps")} days={report.value.days} series={topUps} />
            <DayChart title={t("ConsoleReport.codesRedeemed")} days={report.value.days} series={codes} />
            <DayChart title={t("ConsoleReport.players")} days={report.value.days} series={players} />
          </div>
        </>
      )}
    </section>
  )
}
