import { randomUUID } from "node:crypto"
import type { PayAnswer, PaymentView, TopUpCatalog } from "@gatehouse/api-client"
import {
  currencies,
  formatCents,
  type PaymentProvider,
  type PaymentState,
  paymentCurrency,
  paymentMethodLabel,
  paymentProviderNames,
  topUpPaymentHref,
} from "@gatehouse/domain"
import { Clock, Context, Data, Duration, Effect, Layer, Metric, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { Wallet } from "../gamelink/Wallet.ts"
import { say } from "../languages/say.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { attributed, failedPayments } from "../observability/metrics.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { Gateways } from "./Gateways.ts"
import type {
  GatewayEvent,
  GatewayUnavailable,
  NotificationHeaders,
  NotificationRefused,
  PaymentGateway,
} from "./gateway.ts"
import { PaymentRow, paymentColumns } from "./paymentRows.ts"

/** What the player reads when a top-up is refused; the portal shows these as they are. */
export const paymentMessages = {
  noGateway: "Paying online is not available on this server. Please redeem a code instead.",
  unknownPackage: "That package is no longer on sale. Please choose another.",
  unknownMethod: "That way of paying is not offered. Please choose another.",
  unknownPayment: "There is no such payment on your account.",
  tooManyWaiting:
    "You have 5 payments waiting to be paid. Please finish one of them, or start again in an hour.",
  unreachable: "{provider} could not be reached. Nothing was charged. Please try again in a moment.",
  gatewayDown: (provider: PaymentProvider): string =>
    say(paymentMessages.unreachable, { provider: paymentProviderNames[provider] }),
} as const

/** The columns of a payment every statement here reads. */
const columns = paymentColumns("payments")

const PackageRow = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  price: Schema.String,
  rcoin: Schema.String,
  bonus: Schema.String,
})

/** Why a notification changed nothing, said back to the gateway and kept beside the event. */
class Unchanged extends Data.TaggedError("Unchanged")<{ readonly outcome: string }> {}

/** A paid notification that does not match what the player chose: the payment is held for staff. */
class Mismatch extends Data.TaggedError("Mismatch")<{ readonly problem: string }> {}

/** What the portal answered a verified notification with, in words (the gateways ignore the body). */
export interface NotificationOutcome {
  readonly outcome: string
}

/**
 * How many unpaid checkouts a player may have started in the last hour: each is a call to the
 * gateway, so a script cannot make the portal flood it.
 */
const waitingLimit = 5
const waitingWindow = Duration.hours(1)

/** How often the player's page may make the server ask the gateway about one waiting payment. */
const askEvery = Duration.toMillis(Duration.seconds(5))

/** States a gateway's word can still move a payment out of. */
const open: ReadonlyArray<PaymentState> = ["waiting", "expired", "failed"]

const failedIn = attributed(failedPayments)

/**
 * Top-ups paid through a gateway (docs/payments.md). A payment is written before the gateway is
 * asked for a checkout; the gateway's notification, once verified, credits it in one transaction
 * with the ledger row and the balance (the Wallet's), guarded twice: the event's id is kept once,
 * and only a payment still open can be credited. So repeated, reordered and concurrent deliveries
 * credit once, and a paid amount or currency that is not the package's credits nothing.
 */
export class Payments extends Context.Service<
  Payments,
  {
    readonly catalog: Effect.Effect<TopUpCatalog>
    readonly pay: (input: {
      readonly userNum: number
      readonly packageId: number
      readonly provider: PaymentProvider
      readonly method: string
      /** Where the gateway sends the player back to: the payment's page is appended. */
      readonly origin: string
    }) => Effect.Effect<PayAnswer, NotAvailable | InputRefused | StateConflict>
    /** One of the player's payments as it stands; a waiting one is first asked about at its gateway. */
    readonly view: (userNum: number, paymentId: string) => Effect.Effect<PaymentView, NotAvailable>
    /** Reads and applies a gateway's notification. */
    readonly notify: (
      provider: string,
      headers: NotificationHeaders,
      body: string,
    ) => Effect.Effect<
      NotificationOutcome,
      NotAvailable | NotificationRefused | GatewayUnavailable | StateConflict
    >
  }
>()("gatehouse/server/Payments") {
  static readonly layer = Layer.effect(
    Payments,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const wallet = yield* Wallet
      const ledger = yield* Ledger
      const { enabled } = yield* Gateways
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const packagesOnSale = decodeRows(
        PackageRow,
        sql`SELECT id, name, price::text AS price, rcoin::text AS rcoin, bonus::text AS bonus
            FROM topup_packages WHERE on_sale ORDER BY sort_order, price, id`,
      ).pipe(Effect.orDie)

      const catalog = Effect.map(packagesOnSale, (rows) => ({
        packages:
          enabled.size === 0
            ? []
            : rows.map((row) => ({
                id: row.id,
                name: row.name,
                priceCentavos: centsOf(row.price),
                rcoinCents: centsOf(row.rcoin),
                bonusCents: centsOf(row.bonus),
              })),
        methods: [...enabled.values()].flatMap((gateway) =>
          gateway.methods.map((method) => ({ provider: gateway.provider, ...method })),
        ),
      }))

      const gatewayOf = (provider: string) => enabled.get(provider as PaymentProvider)

      const pay = Effect.fn("Payments.pay")(function* (input: {
        readonly userNum: number
        readonly packageId: number
        readonly provider: PaymentProvider
        readonly method: string
        readonly origin: string
      }) {
        if (enabled.size === 0) return yield* new NotAvailable({ message: paymentMessages.noGateway })
        const gateway = gatewayOf(input.provider)
        if (gateway === undefined || !gateway.methods.some((method) => method.code === input.method)) {
          return yield* new InputRefused({
            message: paymentMessages.unknownMethod,
            errors: { method: [paymentMessages.unknownMethod] },
          })
        }
        const chosen = (yield* packagesOnSale).find((row) => row.id === input.packageId)
        if (chosen === undefined) return yield* new NotAvailable({ message: paymentMessages.unknownPackage })
        const since = new Date((yield* Clock.currentTimeMillis) - Duration.toMillis(waitingWindow))
        const [waiting] = yield* decodeRows(
          Schema.Struct({ count: Schema.Int }),
          sql`SELECT count(*)::int AS count FROM payments
              WHERE user_num = ${input.userNum} AND state = 'waiting' AND created_at > ${since}`,
        ).pipe(Effect.orDie)
        if ((waiting?.count ?? 0) >= waitingLimit)
          return yield* new StateConflict({ message: paymentMessages.tooManyWaiting })
        const paymentId = randomUUID()
        const rcoinCents = centsOf(chosen.rcoin) + centsOf(chosen.bonus)
        const amountCentavos = centsOf(chosen.price)
        yield* sql`INSERT INTO payments ${sql.insert({
          id: paymentId,
          user_num: input.userNum,
          provider: input.provider,
          package_id: chosen.id,
          package_name: chosen.name,
          method: input.method,
          amount: chosen.price,
          currency: paymentCurrency,
          rcoin: numericOf(rcoinCents),
          created_at: yield* now,
        })}`.pipe(Effect.orDie)
        const checkout = yield* gateway
          .createCheckout({
            paymentId,
            amountCentavos,
            currency: paymentCurrency,
            description: `${chosen.name}: ${formatCents(rcoinCents)} ${currencies.coin.name}`,
            method: input.method,
            returnUrl: `${input.origin}${topUpPaymentHref(paymentId)}`,
          })
          .pipe(
            Effect.tapError((error) =>
              Effect.andThen(
                Effect.logWarning("A checkout could not be made", error.message),
                sql`UPDATE payments SET state = 'failed', problem = ${error.message}, settled_at = now()
                    WHERE id = ${paymentId}`.pipe(
                  Effect.orDie,
                  Effect.andThen(
                    Metric.update(failedIn({ provider: input.provider, reason: "checkout" }), 1),
                  ),
                ),
              ),
            ),
            Effect.mapError(
              () => new StateConflict({ message: paymentMessages.gatewayDown(input.provider) }),
            ),
          )
        yield* sql`UPDATE payments SET provider_payment_id = ${checkout.providerPaymentId},
                     checkout_url = ${checkout.checkoutUrl} WHERE id = ${paymentId}`.pipe(Effect.orDie)
        return { paymentId, checkoutUrl: checkout.checkoutUrl }
      })

      /** The payment a gateway's id names: the checkout's, or the charge's its refunds name. */
      const byGatewayId = (provider: string, providerPaymentId: string) =>
        decodeRows(
          PaymentRow,
          sql`SELECT ${sql.literal(columns)} FROM payments
              WHERE provider = ${provider}
                AND (provider_payment_id = ${providerPaymentId} OR charge_id = ${providerPaymentId})`,
        ).pipe(
          Effect.map((rows) => Option.fromNullishOr(rows[0])),
          Effect.orDie,
        )

      /** The payment as it stands now, locked until the running transaction ends. */
      const locked = (paymentId: string) =>
        decodeRows(
          PaymentRow,
          sql`SELECT ${sql.literal(columns)} FROM payments WHERE id = ${paymentId} FOR UPDATE`,
        ).pipe(
          Effect.orDie,
          Effect.flatMap((rows) =>
            rows[0] === undefined
              ? Effect.fail(new Unchanged({ outcome: "no such payment" }))
              : Effect.succeed(rows[0]),
          ),
        )

      /** Keeps the event once; fails {@link Unchanged} when it was kept before (a repeat). */
      const keepEvent = (
        provider: string,
        event: GatewayEvent,
        paymentId: string | null,
        outcome: string,
        body: string,
      ) =>
        Effect.gen(function* () {
          const kept = yield* sql`
            INSERT INTO payment_events (provider, event_id, payment_id, kind, outcome, body, received_at)
            VALUES (${provider}, ${event.eventId}, ${paymentId}, ${event.kind === "ignored" ? event.type : event.kind},
                    ${outcome}, ${body}::jsonb, ${yield* now})
            ON CONFLICT (provider, event_id) DO NOTHING RETURNING 1 AS kept`.pipe(Effect.orDie)
          if (kept.length === 0) return yield* new Unchanged({ outcome: "already handled" })
        })

      /** Credits a paid payment once, or holds it when what was paid is not what was chosen. */
      const applyPaid = (
        provider: string,
        event: Extract<GatewayEvent, { kind: "paid" }>,
        payment: PaymentRow,
        body: string,
      ) =>
        wallet
          .creditFor({
            userNum: payment.user_num,
            cause: { payment: payment.id },
            rcoinCents: centsOf(payment.rcoin),
            milleageCents: 0,
            claim: Effect.gen(function* () {
              // The row first: the event's reference to it would otherwise share-lock it, and two
              // deliveries each waiting to upgrade that lock would deadlock.
              const current = yield* locked(payment.id)
              yield* keepEvent(provider, event, payment.id, "credited", body)
              if (!open.includes(current.state))
                return yield* new Unchanged({ outcome: `already ${current.state}` })
              if (event.amountCentavos !== centsOf(current.amount) || event.currency !== current.currency) {
                return yield* new Mismatch({
                  problem: `Paid ${event.currency} ${formatCents(event.amountCentavos)}, but the package costs ${current.currency} ${formatCents(centsOf(current.amount))}: not credited.`,
                })
              }
              const at = yield* now
              yield* sql`UPDATE payments SET state = 'credited', paid_at = ${at}, settled_at = ${at},
                           charge_id = ${event.chargeId ?? null} WHERE id = ${payment.id}`.pipe(Effect.orDie)
            }),
          })
          .pipe(
            Effect.as({ outcome: "credited" }),
            Effect.catchTag("Mismatch", ({ problem }) =>
              sql
                .withTransaction(
                  Effect.gen(function* () {
                    yield* locked(payment.id)
                    yield* keepEvent(provider, event, payment.id, `held: ${problem}`, body)
                    const at = yield* now
                    yield* sql`UPDATE payments SET state = 'held', problem = ${problem}, paid_at = ${at}
                                 WHERE id = ${payment.id} AND state IN ${sql.in(open)}`
                  }),
                )
                .pipe(
                  Effect.catchTag("SqlError", Effect.die),
                  Effect.andThen(
                    Effect.logWarning("A payment was held: what was paid is not what was chosen", problem),
                  ),
                  Effect.as({ outcome: "held" }),
                ),
            ),
          )

      /** Takes a refunded payment back: its R-Coin as far as the balance allows, the rest noted as a shortfall. */
      const applyRefund = (provider: string, event: GatewayEvent, payment: PaymentRow, body: string) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const current = yield* locked(payment.id)
              yield* keepEvent(provider, event, payment.id, "refunded", body)
              if (current.state === "refunded") return yield* new Unchanged({ outcome: "already refunded" })
              const shortfall =
                current.state === "credited"
                  ? yield* wallet.takeBack({
                      userNum: payment.user_num,
                      paymentId: payment.id,
                      rcoinCents: centsOf(payment.rcoin),
                    })
                  : 0
              const at = yield* now
              yield* sql`UPDATE payments SET state = 'refunded', shortfall = ${numericOf(shortfall)}, settled_at = ${at},
                           problem = ${shortfall > 0 ? `Refunded after ${formatCents(shortfall)} ${currencies.coin.name} was spent: the account owes it.` : null}
                         WHERE id = ${payment.id}`
              if (shortfall > 0)
                yield* Effect.logWarning(
                  "A refunded payment's R-Coin was already spent",
                  formatCents(shortfall),
                )
              return { outcome: shortfall > 0 ? `refunded, short ${formatCents(shortfall)}` : "refunded" }
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))

      /** A checkout that ended unpaid: failed or expired, unless something already settled it. */
      const applyEnded = (
        provider: string,
        event: GatewayEvent & { kind: "failed" | "expired" },
        payment: PaymentRow,
        body: string,
      ) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* locked(payment.id)
              yield* keepEvent(provider, event, payment.id, event.kind, body)
              const ended = yield* sql`UPDATE payments SET state = ${event.kind}, settled_at = ${yield* now}
                         WHERE id = ${payment.id} AND state = 'waiting' RETURNING id`
              // A repeated notice, or one for a payment already settled, ends nothing new.
              if (ended.length > 0)
                yield* sql.afterCommit(Metric.update(failedIn({ provider, reason: event.kind }), 1))
              return { outcome: event.kind }
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))

      const apply = (provider: string, event: GatewayEvent, body: string) =>
        Effect.gen(function* () {
          if (event.kind === "ignored") {
            yield* keepEvent(provider, event, null, "ignored", body)
            return { outcome: "ignored" }
          }
          const payment = yield* Effect.flatMap(byGatewayId(provider, event.providerPaymentId), (found) =>
            Option.match(found, {
              // Not recorded as handled: if the payment shows up after all, a repeat still counts.
              onNone: () => Effect.fail(new Unchanged({ outcome: "no such payment" })),
              onSome: Effect.succeed,
            }),
          )
          if (event.kind === "paid") return yield* applyPaid(provider, event, payment, body)
          if (event.kind === "refunded") return yield* applyRefund(provider, event, payment, body)
          return yield* applyEnded(provider, event, payment, body)
        }).pipe(Effect.catchTag("Unchanged", ({ outcome }) => Effect.succeed({ outcome })))

      const notify = Effect.fn("Payments.notify")(function* (
        provider: string,
        headers: NotificationHeaders,
        body: string,
      ) {
        const gateway = gatewayOf(provider)
        if (gateway === undefined) return yield* new NotAvailable({ message: paymentMessages.noGateway })
        const event = yield* gateway.readNotification(headers, body, yield* Clock.currentTimeMillis)
        return yield* apply(provider, event, body)
      })

      /**
       * A payment still waiting is asked about at its gateway, so the return page settles even when
       * the notification is late or was lost; what the gateway answers goes through the same steps
       * as a notification, under an event id of its own.
       */
      const askGateway = (gateway: PaymentGateway, payment: PaymentRow) =>
        Effect.gen(function* () {
          if (payment.provider_payment_id === null) return
          const status = yield* gateway.status(payment.provider_payment_id)
          if (status.state === "waiting") return
          const eventId = `asked:${payment.provider_payment_id}:${status.state}`
          const event: GatewayEvent =
            status.state === "paid"
              ? {
                  kind: "paid",
                  eventId,
                  providerPaymentId: payment.provider_payment_id,
                  amountCentavos: status.amountCentavos,
                  currency: status.currency,
                }
              : { kind: status.state, eventId, providerPaymentId: payment.provider_payment_id }
          yield* apply(payment.provider, event, JSON.stringify({ asked: status }))
        }).pipe(
          Effect.catchTags({
            GatewayUnavailable: (error) =>
              Effect.logWarning("A gateway could not say where a payment stands", error.message),
            StateConflict: (error) => Effect.logWarning("A payment's credit waits", error.message),
            NotAvailable: (error) => Effect.logWarning("A payment's credit waits", error.message),
          }),
        )

      const paymentOf = (userNum: number, paymentId: string) =>
        decodeRows(
          PaymentRow,
          sql`SELECT ${sql.literal(columns)} FROM payments WHERE id = ${paymentId} AND user_num = ${userNum}`,
        ).pipe(
          Effect.orDie,
          Effect.flatMap((rows) =>
            rows[0] === undefined
              ? Effect.fail(new NotAvailable({ message: paymentMessages.unknownPayment }))
              : Effect.succeed(rows[0]),
          ),
        )

      /** When each waiting payment was last asked about here, so a page left open asks at most every few seconds. */
      const askedAt = new Map<string, number>()
      const mayAsk = (paymentId: string, now: number) => {
        if (now - (askedAt.get(paymentId) ?? Number.NEGATIVE_INFINITY) < askEvery) return false
        if (askedAt.size >= 10_000) askedAt.clear()
        askedAt.set(paymentId, now)
        return true
      }

      const view = Effect.fn("Payments.view")(function* (userNum: number, paymentId: string) {
        let payment = yield* paymentOf(userNum, paymentId)
        const gateway = gatewayOf(payment.provider)
        if (
          payment.state === "waiting" &&
          gateway !== undefined &&
          mayAsk(paymentId, yield* Clock.currentTimeMillis)
        ) {
          yield* askGateway(gateway, payment)
          payment = yield* paymentOf(userNum, paymentId)
        }
        const balances = Option.getOrElse(yield* ledger.balances(userNum), () => ({
          userPoints: 0,
          userPoints2: 0,
        }))
        return {
          id: payment.id,
          provider: payment.provider,
          methodLabel: paymentMethodLabel(payment.provider, payment.method),
          packageName: payment.package_name,
          amountCentavos: centsOf(payment.amount),
          currency: payment.currency,
          rcoinCents: centsOf(payment.rcoin),
          state: payment.state,
          createdAt: payment.created_at.toISOString(),
          ...balances,
        } satisfies PaymentView
      })

      return Payments.of({ catalog, pay, view, notify })
    }),
  )
}
