import type { ReportDay, StaffReport, StaffReportQuery } from "@gatehouse/api-client/console"
import { GameTimeZone } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { gameDateSql, gameDayEnd, gameDayOf, gameDayStart, lastGameDays } from "../gameDays.ts"
import { centsOf } from "../ledger/amounts.ts"

/** The range a query names nothing of: the last 30 of the game's days. */
export const defaultReportDays = 30

/** Every game day from `from` to `to`, both included, oldest first. */
const daysFrom = (from: string, to: string, timeZone: string): ReadonlyArray<string> => {
  const start = gameDayStart(from, timeZone)
  const end = gameDayStart(to, timeZone)
  if (start === undefined || end === undefined) return []
  const days: Array<string> = []
  for (let at = start; at <= end; at = gameDayEnd(at, timeZone)) days.push(gameDayOf(at.getTime(), timeZone))
  return days
}

/** What one table did on one day; the amounts in the table's own numeric text. */
const MetricRow = Schema.Struct({
  metric: Schema.Literals(["sales", "topUps", "redemptions", "signUps", "tickets"]),
  day: Schema.String,
  count: Schema.Int,
  rcoin: Schema.String,
  milleage: Schema.String,
})

const WaitingRow = Schema.Struct({ items: Schema.Int })

const emptyDay = (day: string): ReportDay => ({
  day,
  salesCents: { rcoin: 0, milleage: 0 },
  purchases: 0,
  topUpCentavos: 0,
  topUps: 0,
  redemptions: 0,
  redeemedCents: { rcoin: 0, milleage: 0 },
  signUps: 0,
  ticketsOpened: 0,
})

/** Adds one metric row to its day. */
const withMetric = (day: ReportDay, row: typeof MetricRow.Type): ReportDay => {
  const balances = { rcoin: centsOf(row.rcoin), milleage: centsOf(row.milleage) }
  switch (row.metric) {
    case "sales":
      return { ...day, salesCents: balances, purchases: row.count }
    case "topUps":
      // A gateway's amount is in pesos; the statement puts it where R-Coin goes.
      return { ...day, topUpCentavos: balances.rcoin, topUps: row.count }
    case "redemptions":
      return { ...day, redeemedCents: balances, redemptions: row.count }
    case "signUps":
      return { ...day, signUps: row.count }
    case "tickets":
      return { ...day, ticketsOpened: row.count }
  }
}

/**
 * The console overview's report: for each of the game's days in a range, what the shop sold per
 * balance, what gateway top-ups brought in, the codes redeemed, the accounts created and the
 * tickets written, summed from the live tables in one statement (a day with nothing is there with
 * zeros); and, as of now, the items bought that the game has not delivered.
 * The range is the caller's to validate (`reportRangeProblems`); a range that names no real day
 * answers no days.
 */
export class StaffReports extends Context.Service<
  StaffReports,
  { readonly read: (query: StaffReportQuery) => Effect.Effect<StaffReport> }
>()("gatehouse/server/StaffReports") {
  static readonly layer = Layer.effect(
    StaffReports,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const read = Effect.fn("StaffReports.read")(function* (query: StaffReportQuery) {
        const days =
          query.from !== undefined && query.to !== undefined
            ? daysFrom(query.from, query.to, timeZone)
            : lastGameDays(yield* Clock.currentTimeMillis, query.days ?? defaultReportDays, timeZone)
        const first = gameDayStart(days[0] ?? "", timeZone)
        const last = gameDayStart(days.at(-1) ?? "", timeZone)
        const waiting = yield* decodeRows(
          WaitingRow,
          sql`SELECT coalesce(sum(quantity), 0)::int AS items FROM purchases WHERE delivery_status = 'pending'`,
        ).pipe(Effect.orDie)
        const waitingInGame = waiting[0]?.items ?? 0
        if (first === undefined || last === undefined) return { from: "", to: "", days: [], waitingInGame }
        const until = gameDayEnd(last, timeZone)
        const dayOf = (column: string) => sql.literal(gameDateSql(column, timeZone))
        const within = (column: string) =>
          sql`${sql.literal(column)} >= ${first} AND ${sql.literal(column)} < ${until}`
        const paidAt = "coalesce(paid_at, settled_at, created_at)"
        const rows = yield* decodeRows(
          MetricRow,
          sql`
            SELECT 'sales' AS metric, ${dayOf("purchased_at")} AS day, count(*)::int AS count,
                   coalesce(sum(total_price) FILTER (WHERE currency = 'rcoin'), 0)::text AS rcoin,
                   coalesce(sum(total_price) FILTER (WHERE currency = 'milleage'), 0)::text AS milleage
              FROM purchases WHERE delivery_status <> 'failed' AND ${within("purchased_at")} GROUP BY 2
            UNION ALL
            SELECT 'topUps', ${dayOf(paidAt)}, count(*)::int, sum(amount)::text, '0'
              FROM payments WHERE state = 'credited' AND ${within(paidAt)} GROUP BY 2
            UNION ALL
            SELECT 'redemptions', ${dayOf("redeemed_at")}, count(*)::int,
                   sum(rcoin_value)::text, sum(milleage_value)::text
              FROM coupons WHERE ${within("redeemed_at")} GROUP BY 2
            UNION ALL
            SELECT 'signUps', ${dayOf("created_at")}, count(*)::int, '0', '0'
              FROM users WHERE ${within("created_at")} GROUP BY 2
            UNION ALL
            SELECT 'tickets', ${dayOf("created_at")}, count(*)::int, '0', '0'
              FROM tickets WHERE ${within("created_at")} GROUP BY 2`,
        ).pipe(Effect.orDie)
        const byDay = new Map(days.map((day) => [day, emptyDay(day)]))
        for (const row of rows) {
          const day = byDay.get(row.day)
          if (day !== undefined) byDay.set(row.day, withMetric(day, row))
        }
        return { from: days[0] ?? "", to: days.at(-1) ?? "", days: [...byDay.values()], waitingInGame }
      })
      return { read }
    }),
  )
}
