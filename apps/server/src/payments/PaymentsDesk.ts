import type {
  PaymentEventRow,
  ReconcileResponse,
  ReconcileRow,
  RevenueDay,
  StaffPaymentRow,
} from "@gatehouse/api-client/console"
import { paymentFilterMessages, reconcileDefaultDays, revenueDays } from "@gatehouse/api-client/console"
import {
  GameTimeZone,
  type PaymentProvider,
  type PaymentState,
  paymentMethodLabel,
  paymentProviders,
} from "@gatehouse/domain"
import { Clock, Context, Duration, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows, Total } from "../database/rows.ts"
import { gameDateSql, gameDayEnd, gameDayStart, lastGameDays } from "../gameDays.ts"
import { centsOf } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable } from "../refusals.ts"
import { Gateways } from "./Gateways.ts"
import type { GatewayPaymentStatus } from "./gateway.ts"
import { PaymentRow, paymentColumns } from "./paymentRows.ts"

/** Payments per page of the console's list. */
export const paymentsPageSize = 20

/** The most payments one reconciliation asks the gateways about, newest first. */
export const maxReconciled = 500

/** How many payments are asked about at once: enough to be quick, few enough not to be throttled. */
const reconcileConcurrency = 4

/** How long one gateway answer is waited for before its row says it did not answer. */
const statusTimeout = Duration.seconds(15)

export const paymentsDeskMessages = {
  ...paymentFilterMessages,
  noPayment: "There is no such payment.",
  timedOut: "The gateway did not answer in time.",
  unreadable: "The gateway's answer could not be read.",
} as const

/** The payments list's filters as the contract decoded them. */
export interface PaymentsFilter {
  readonly state?: PaymentState | undefined
  readonly provider?: PaymentProvider | undefined
  readonly user?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly page: number
}

/** A payment with its player's User ID beside it. */
const PaymentRecord = Schema.Struct({ ...PaymentRow.fields, user_id: Schema.String })
type PaymentRecord = typeof PaymentRecord.Type

const recordColumns = `${paymentColumns("p")}, u.user_id`

const EventRecord = Schema.Struct({
  event_id: Schema.String,
  kind: Schema.String,
  outcome: Schema.String,
  received_at: Schema.Date,
  body: Schema.String,
})

const DayTotal = Schema.Struct({ day: Schema.String, amount: Schema.String, count: Schema.Int })

const paymentOf = (row: PaymentRecord): StaffPaymentRow => ({
  id: row.id,
  userId: row.user_id,
  provider: row.provider,
  providerPaymentId: row.provider_payment_id,
  packageName: row.package_name,
  methodLabel: paymentMethodLabel(row.provider, row.method),
  amountCentavos: centsOf(row.amount),
  currency: row.currency,
  rcoinCents: centsOf(row.rcoin),
  state: row.state,
  problem: row.problem,
  shortfallCents: centsOf(row.shortfall),
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
  settledAt: row.settled_at?.toISOString() ?? null,
})

/** `%` and `_` typed into a filter are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** States a gateway's "paid" should have moved on to credited. */
const uncredited: ReadonlyArray<PaymentState> = ["waiting", "expired", "failed"]

/** Where the gateway says a payment stands, or why it could not say. */
type GatewayAnswer = { readonly status: GatewayPaymentStatus } | { readonly error: string }

/**
 * What a reconciliation makes of one payment and its gateway's answer: a row when the two disagree
 * (or the gateway could not say), nothing when they agree.
 */
const findingOf = (payment: PaymentRecord, answer: GatewayAnswer): ReconcileRow | undefined => {
  const base = {
    paymentId: payment.id,
    userId: payment.user_id,
    provider: payment.provider,
    providerPaymentId: payment.provider_payment_id ?? "",
    packageName: payment.package_name,
    amountCentavos: centsOf(payment.amount),
    state: payment.state,
    createdAt: payment.created_at.toISOString(),
  }
  if ("error" in answer)
    return {
      ...base,
      finding: "gatewayError",
      gatewayState: null,
      gatewayAmountCentavos: null,
      error: answer.error,
    }
  const { status } = answer
  const told = { gatewayState: status.state, gatewayAmountCentavos: status.amountCentavos, error: null }
  if (uncredited.includes(payment.state) && status.state === "paid")
    return { ...base, ...told, finding: "paidNotCredited" }
  if (payment.state === "credited" && status.state !== "paid")
    return { ...base, ...told, finding: "creditedNotPaid" }
  return undefined
}

/**
 * The payments as administrators look at them (docs/payments.md): the list with its filters, one
 * payment with the notifications kept for it, a reconciliation that asks the gateways where recent
 * payments stand and changes nothing, and the last 30 days of revenue (days of the game's time zone).
 */
export class PaymentsDesk extends Context.Service<
  PaymentsDesk,
  {
    readonly list: (
      filter: PaymentsFilter,
    ) => Effect.Effect<
      { readonly payments: ReadonlyArray<StaffPaymentRow>; readonly pageCount: number },
      InputRefused
    >
    readonly detail: (
      id: string,
    ) => Effect.Effect<
      { readonly payment: StaffPaymentRow; readonly events: ReadonlyArray<PaymentEventRow> },
      NotAvailable
    >
    readonly reconcile: (days?: number) => Effect.Effect<ReconcileResponse>
    readonly revenue: Effect.Effect<ReadonlyArray<RevenueDay>>
  }
>()("gatehouse/server/PaymentsDesk") {
  static readonly layer = Layer.effect(
    PaymentsDesk,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const { enabled } = yield* Gateways

      /** The filter's days as instants: from the first day's start to the last day's end. */
      const period = (filter: PaymentsFilter) => {
        const errors: Record<string, ReadonlyArray<string>> = {}
        const from = filter.from === undefined ? undefined : gameDayStart(filter.from, timeZone)
        const to = filter.to === undefined ? undefined : gameDayStart(filter.to, timeZone)
        if (filter.from !== undefined && from === undefined) errors.from = [paymentsDeskMessages.notADay]
        if (filter.to !== undefined && to === undefined) errors.to = [paymentsDeskMessages.notADay]
        if (from !== undefined && to !== undefined && to < from) errors.to = [paymentsDeskMessages.backwards]
        return Object.keys(errors).length > 0
          ? Effect.fail(new InputRefused({ message: paymentsDeskMessages.refused, errors }))
          : Effect.succeed({ from, until: to === undefined ? undefined : gameDayEnd(to, timeZone) })
      }

      const list = Effect.fn("PaymentsDesk.list")(function* (filter: PaymentsFilter) {
        const { from, until } = yield* period(filter)
        const user = filter.user?.trim() ?? ""
        const conditions = [
          filter.state === undefined ? undefined : sql`p.state = ${filter.state}`,
          filter.provider === undefined ? undefined : sql`p.provider = ${filter.provider}`,
          user === "" ? undefined : sql`u.user_id ILIKE ${likePattern(user)}`,
          from === undefined ? undefined : sql`p.created_at >= ${from}`,
          until === undefined ? undefined : sql`p.created_at < ${until}`,
        ].filter((condition) => condition !== undefined)
        const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
        const [counted] = yield* decodeRows(
          Total,
          sql`SELECT count(*)::int AS total FROM payments p JOIN users u ON u.user_num = p.user_num ${where}`,
        ).pipe(Effect.orDie)
        const rows = yield* decodeRows(
          PaymentRecord,
          sql`SELECT ${sql.literal(recordColumns)} FROM payments p JOIN users u ON u.user_num = p.user_num
              ${where} ORDER BY p.created_at DESC, p.id
              LIMIT ${paymentsPageSize} OFFSET ${(filter.page - 1) * paymentsPageSize}`,
        ).pipe(Effect.orDie)
        return {
          payments: rows.map(paymentOf),
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / paymentsPageSize)),
        }
      })

      const detail = Effect.fn("PaymentsDesk.detail")(function* (id: string) {
        const [row] = yield* decodeRows(
          PaymentRecord,
          sql`SELECT ${sql.literal(recordColumns)} FROM payments p JOIN users u ON u.user_num = p.user_num
              WHERE p.id = ${id}::uuid`,
        ).pipe(Effect.orDie)
        if (row === undefined) return yield* new NotAvailable({ message: paymentsDeskMessages.noPayment })
        const events = yield* decodeRows(
          EventRecord,
          sql`SELECT event_id, kind, outcome, received_at, body::text AS body FROM payment_events
              WHERE payment_id = ${id}::uuid ORDER BY received_at, event_id`,
        ).pipe(Effect.orDie)
        return {
          payment: paymentOf(row),
          events: events.map((event) => ({
            eventId: event.event_id,
            kind: event.kind,
            outcome: event.outcome,
            receivedAt: event.received_at.toISOString(),
            body: event.body,
          })),
        }
      })

      /** Where one payment stands at its gateway; every way of not knowing becomes the row's message. */
      const askGateway = (payment: PaymentRecord): Effect.Effect<GatewayAnswer> => {
        const gateway = enabled.get(payment.provider)
        if (gateway === undefined || payment.provider_payment_id === null)
          return Effect.succeed({ error: paymentsDeskMessages.unreadable })
        return gateway.status(payment.provider_payment_id).pipe(
          Effect.map((status): GatewayAnswer => ({ status })),
          Effect.timeoutOrElse({
            duration: statusTimeout,
            orElse: () => Effect.succeed({ error: paymentsDeskMessages.timedOut }),
          }),
          Effect.catchTag("GatewayUnavailable", (error) => Effect.succeed({ error: error.message })),
          // A gateway's answer this code cannot read is that row's problem, not the whole run's.
          Effect.catchDefect(() => Effect.succeed({ error: paymentsDeskMessages.unreadable })),
        )
      }

      const reconcile = Effect.fn("PaymentsDesk.reconcile")(function* (days: number = reconcileDefaultDays) {
        const providers = paymentProviders.filter((provider) => enabled.has(provider))
        if (providers.length === 0) return { days, providers, checked: 0, truncated: false, rows: [] }
        const since = new Date((yield* Clock.currentTimeMillis) - days * 24 * 60 * 60 * 1000)
        const found = yield* decodeRows(
          PaymentRecord,
          sql`SELECT ${sql.literal(recordColumns)} FROM payments p JOIN users u ON u.user_num = p.user_num
              WHERE p.state IN ('waiting', 'expired', 'failed', 'credited') AND p.created_at >= ${since}
                AND p.provider_payment_id IS NOT NULL AND p.provider IN ${sql.in(providers)}
              ORDER BY p.created_at DESC, p.id LIMIT ${maxReconciled + 1}`,
        ).pipe(Effect.orDie)
        const checked = found.slice(0, maxReconciled)
        const answers = yield* Effect.forEach(checked, askGateway, { concurrency: reconcileConcurrency })
        const rows = checked.flatMap((payment, index) => {
          const answer = answers[index]
          const row = answer === undefined ? undefined : findingOf(payment, answer)
          return row === undefined ? [] : [row]
        })
        return { days, providers, checked: checked.length, truncated: found.length > maxReconciled, rows }
      })

      const revenue = Effect.gen(function* () {
        const days = lastGameDays(yield* Clock.currentTimeMillis, revenueDays, timeZone)
        const start = gameDayStart(days[0] ?? "", timeZone)
        const end = gameDayStart(days.at(-1) ?? "", timeZone)
        if (start === undefined || end === undefined) return yield* Effect.die(new Error("no days to report"))
        const until = gameDayEnd(end, timeZone)
        const paidAt = "coalesce(paid_at, settled_at, created_at)"
        const paid = yield* decodeRows(
          DayTotal,
          sql`SELECT ${sql.literal(gameDateSql(paidAt, timeZone))} AS day, sum(amount)::text AS amount, count(*)::int AS count
              FROM payments
              WHERE state = 'credited' AND ${sql.literal(paidAt)} >= ${start} AND ${sql.literal(paidAt)} < ${until}
              GROUP BY 1`,
        )
        const redeemed = yield* decodeRows(
          DayTotal,
          sql`SELECT ${sql.literal(gameDateSql("redeemed_at", timeZone))} AS day, '0' AS amount, count(*)::int AS count
              FROM coupons WHERE redeemed_at >= ${start} AND redeemed_at < ${until}
              GROUP BY 1`,
        )
        const paidOn = new Map(paid.map((row) => [row.day, row]))
        const redeemedOn = new Map(redeemed.map((row) => [row.day, row.count]))
        return days.map((day) => ({
          day,
          pesosCentavos: centsOf(paidOn.get(day)?.amount ?? "0"),
          payments: paidOn.get(day)?.count ?? 0,
          codes: redeemedOn.get(day) ?? 0,
        }))
      }).pipe(Effect.orDie, Effect.withSpan("PaymentsDesk.revenue"))

      return PaymentsDesk.of({ list, detail, reconcile, revenue })
    }),
  )
}
