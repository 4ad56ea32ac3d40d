import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import type { FieldErrors } from "../common.ts"
import { IntFromString } from "../fields.ts"

/** The longest range one report covers: a year, a leap day included. */
export const reportMaxDays = 366

/** What a report range refuses, word for word as staff read it. */
export const reportRangeMessages = {
  day: "Give a day as YYYY-MM-DD, for example 2026-11-28.",
  days: `Choose 1 to ${reportMaxDays} days.`,
  both: "Give both the first and the last day, or a number of days.",
  either: "Give either a number of days or a first and last day, not both.",
  order: "The first day must not come after the last day.",
  length: `A report covers at most ${reportMaxDays} days.`,
} as const

/** `YYYY-MM-DD` naming a real calendar day (no 2026-02-30). */
const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [year, month, date] = text.split("-").map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
}

export const ReportDayText = PlainText.check(
  Schema.makeFilter(isCalendarDay, { message: reportRangeMessages.day }),
)

/**
 * GET /staff/reports: either `days` (the last N of the game's days, today included; 30 when nothing
 * is given) or `from` and `to` (both `YYYY-MM-DD`, the game's days, both included).
 */
export const StaffReportQuery = {
  days: Schema.optionalKey(
    IntFromString.pipe(
      Schema.check(
        Schema.isBetween({ minimum: 1, maximum: reportMaxDays }, { message: reportRangeMessages.days }),
      ),
    ),
  ),
  from: Schema.optionalKey(ReportDayText),
  to: Schema.optionalKey(ReportDayText),
} as const
export type StaffReportQuery = Schema.Struct<typeof StaffReportQuery>["Type"]

const dayMs = 24 * 60 * 60 * 1000

/** Days from one calendar day to another, both included (negative when `to` comes first). */
const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1

/**
 * What is wrong with a well-formed query as a whole, per field, or undefined when the range is one
 * the server answers. The fields' own formats are checked by {@link StaffReportQuery}.
 */
export const reportRangeProblems = (query: StaffReportQuery): FieldErrors | undefined => {
  const hasFrom = query.from !== undefined
  const hasTo = query.to !== undefined
  if (query.days !== undefined && (hasFrom || hasTo)) return { days: [reportRangeMessages.either] }
  if (hasFrom !== hasTo) return { [hasFrom ? "to" : "from"]: [reportRangeMessages.both] }
  if (query.from === undefined || query.to === undefined) return undefined
  const length = daysInRange(query.from, query.to)
  if (length < 1) return { from: [reportRangeMessages.order] }
  if (length > reportMaxDays) return { to: [reportRangeMessages.length] }
  return undefined
}

/** Amounts in hundredths of a balance (R-Coin, Milleage), exact. */
const ByBalance = Schema.Struct({ rcoin: Schema.Int, milleage: Schema.Int })

/** One of the game's days in a report: what happened on it. */
export const ReportDay = Schema.Struct({
  /** `YYYY-MM-DD`, the game's day (the server's time zone). */
  day: Schema.String,
  /** What the item shop sold, in hundredths of each balance it is priced in. */
  salesCents: ByBalance,
  /** Purchases made in the item shop. */
  purchases: Schema.Int,
  /** What credited gateway top-ups brought in, in centavos (pesos). */
  topUpCentavos: Schema.Int,
  /** Gateway top-ups credited. */
  topUps: Schema.Int,
  /** Codes redeemed, and what they loaded in hundredths of each balance. */
  redemptions: Schema.Int,
  redeemedCents: ByBalance,
  /** Accounts created. */
  signUps: Schema.Int,
  /** Tickets written (by players and guests). */
  ticketsOpened: Schema.Int,
})
export type ReportDay = typeof ReportDay.Type

export const StaffReport = Schema.Struct({
  /** The first and last day of the report, as answered (both included). */
  from: Schema.String,
  to: Schema.String,
  /** Every day of the range, oldest first; a day with nothing on it is there with zeros. */
  days: Schema.Array(ReportDay),
  /** Now, not per day: items bought in the shop that the game has not delivered yet. */
  waitingInGame: Schema.Int,
})
export type StaffReport = typeof StaffReport.Type
