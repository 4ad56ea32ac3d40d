import { paymentMethods, toCents } from "@gatehouse/domain"
import { Effect, Redacted, Schema } from "effect"
import { sameSecret } from "../security/sameSecret.ts"
import {
  type GatewayEvent,
  type GatewayPaymentStatus,
  GatewayUnavailable,
  NotificationRefused,
  type PaymentGateway,
} from "./gateway.ts"
import { basicAuthorization, callGateway } from "./gatewayHttp.ts"
import type { XenditSettings } from "./settings.ts"

/** An invoice as Xendit's API answers it; amounts are in pesos, with decimals. */
const Invoice = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  amount: Schema.Finite,
  currency: Schema.String,
  invoice_url: Schema.optional(Schema.String),
})

/** A refund as Xendit's API answers it. */
const Refund = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  amount: Schema.Finite,
  invoice_id: Schema.optional(Schema.NullOr(Schema.String)),
  payment_id: Schema.optional(Schema.NullOr(Schema.String)),
})

/** An invoice callback names the invoice and its status; a refund callback is an event around a refund. */
const InvoiceCallback = Schema.Struct({ id: Schema.String, status: Schema.String })
const RefundCallback = Schema.Struct({
  event: Schema.Literals(["refund.succeeded"]),
  data: Schema.Struct({ id: Schema.String }),
})

const decode =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (value: unknown) =>
    Schema.decodeUnknownEffect(schema)(value).pipe(
      Effect.mapError(
        () => new GatewayUnavailable({ message: "Xendit answered in a form the portal does not know" }),
      ),
    )

const stateOf = (status: string): GatewayPaymentStatus["state"] =>
  status === "PAID" || status === "SETTLED" ? "paid" : status === "EXPIRED" ? "expired" : "waiting"

/**
 * Xendit (docs/payments.md): an invoice per payment, created with an idempotency key and paid on
 * Xendit's page (e-wallets, cards, cash over the counter). Its callbacks are not signed: each
 * carries the account's static token, compared in constant time, and what it says is then fetched
 * back from the API, whose answer is what counts.
 */
export const xenditGateway = (settings: XenditSettings): PaymentGateway => {
  const headers = { authorization: basicAuthorization(settings.secretKey) }

  const invoice = (id: string) =>
    callGateway("Xendit", `${settings.apiUrl}/v2/invoices/${encodeURIComponent(id)}`, {
      method: "GET",
      headers,
    }).pipe(Effect.flatMap(decode(Invoice)))

  const refund = (id: string) =>
    callGateway("Xendit", `${settings.apiUrl}/refunds/${encodeURIComponent(id)}`, {
      method: "GET",
      headers,
    }).pipe(Effect.flatMap(decode(Refund)))

  const readCallback = (
    body: string,
  ): Effect.Effect<GatewayEvent, NotificationRefused | GatewayUnavailable> =>
    Effect.gen(function* () {
      const parsed = yield* Effect.try({
        try: () => JSON.parse(body) as unknown,
        catch: () => new NotificationRefused({ message: "The callback is not JSON." }),
      })
      if (Schema.is(RefundCallback)(parsed)) {
        const fetched = yield* refund(parsed.data.id)
        if (fetched.status !== "SUCCEEDED")
          return { kind: "ignored", eventId: `${fetched.id}:${fetched.status}`, type: "refund" }
        const about = fetched.invoice_id ?? fetched.payment_id
        if (about === undefined || about === null)
          return yield* new NotificationRefused({ message: "The refund names no invoice." })
        return {
          kind: "refunded",
          eventId: fetched.id,
          providerPaymentId: about,
          amountCentavos: toCents(fetched.amount),
        }
      }
      if (!Schema.is(InvoiceCallback)(parsed))
        return yield* new NotificationRefused({ message: "The callback is not a Xendit invoice or refund." })
      // What the callback claims is only a hint: the invoice as the API has it now is what counts.
      const fetched = yield* invoice(parsed.id)
      const state = stateOf(fetched.status)
      const eventId = `${fetched.id}:${state}`
      if (state === "paid")
        return {
          kind: "paid",
          eventId,
          providerPaymentId: fetched.id,
          amountCentavos: toCents(fetched.amount),
          currency: fetched.currency,
        }
      if (state === "expired") return { kind: "expired", eventId, providerPaymentId: fetched.id }
      return { kind: "ignored", eventId: `${eventId}:${parsed.status}`, type: `invoice ${parsed.status}` }
    })

  return {
    provider: "xendit",
    methods: paymentMethods.xendit,
    createCheckout: (request) =>
      callGateway("Xendit", `${settings.apiUrl}/v2/invoices`, {
        method: "POST",
        // A retried creation with the same key answers the first invoice instead of making a second.
        headers: { ...headers, "x-idempotency-key": request.paymentId },
        body: {
          external_id: request.paymentId,
          amount: request.amountCentavos / 100,
          currency: request.currency,
          description: request.description,
          payment_methods: [request.method],
          success_redirect_url: request.returnUrl,
          failure_redirect_url: request.returnUrl,
        },
      }).pipe(
        Effect.flatMap(decode(Invoice)),
        Effect.flatMap((created) =>
          created.invoice_url === undefined
            ? Effect.fail(
                new GatewayUnavailable({ message: "Xendit made an invoice without a page to pay it on" }),
              )
            : Effect.succeed({ providerPaymentId: created.id, checkoutUrl: created.invoice_url }),
        ),
      ),
    readNotification: (requestHeaders, body) =>
      sameSecret(Redacted.value(settings.callbackToken), requestHeaders["x-callback-token"])
        ? readCallback(body)
        : Effect.fail(new NotificationRefused({ message: "The callback's token does not match." })),
    status: (providerPaymentId) =>
      Effect.map(invoice(providerPaymentId), (fetched) => ({
        state: stateOf(fetched.status),
        amountCentavos: toCents(fetched.amount),
        currency: fetched.currency,
      })),
  }
}
