import { createHmac, timingSafeEqual } from "node:crypto"
import { paymentMethods } from "@gatehouse/domain"
import { Effect, Redacted, Schema } from "effect"
import {
  type GatewayEvent,
  type GatewayPaymentStatus,
  GatewayUnavailable,
  NotificationRefused,
  type PaymentGateway,
} from "./gateway.ts"
import { basicAuthorization, callGateway } from "./gatewayHttp.ts"
import type { PayMongoSettings } from "./settings.ts"

/**
 * How far a notification's timestamp may be from our clock. PayMongo signs `<t>.<body>`; a captured
 * notification sent again later fails this even with a valid signature.
 */
export const payMongoSignatureTolerance = 300

/** A payment inside a checkout session (or the resource of a `payment.*` event). */
const PaymentResource = Schema.Struct({
  id: Schema.String,
  attributes: Schema.Struct({
    amount: Schema.Int,
    currency: Schema.String,
    status: Schema.optional(Schema.String),
  }),
})

const CheckoutSessionResource = Schema.Struct({
  id: Schema.String,
  attributes: Schema.Struct({
    checkout_url: Schema.String,
    status: Schema.optional(Schema.String),
    payments: Schema.optional(Schema.Array(PaymentResource)),
  }),
})

const CheckoutSessionAnswer = Schema.Struct({ data: CheckoutSessionResource })

/** A webhook's body: an event whose `data` is the resource it is about. */
const EventBody = Schema.Struct({
  data: Schema.Struct({
    id: Schema.String,
    attributes: Schema.Struct({
      type: Schema.String,
      data: Schema.Struct({ id: Schema.String, attributes: Schema.Record(Schema.String, Schema.Unknown) }),
    }),
  }),
})

const decode =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (value: unknown) =>
    Schema.decodeUnknownEffect(schema)(value).pipe(
      Effect.mapError(
        () => new GatewayUnavailable({ message: "PayMongo answered in a form the portal does not know" }),
      ),
    )

/** `t=…,te=…,li=…` as its parts. */
const signatureParts = (header: string) =>
  Object.fromEntries(
    header.split(",").flatMap((part) => {
      const at = part.indexOf("=")
      return at === -1 ? [] : [[part.slice(0, at).trim(), part.slice(at + 1).trim()]]
    }),
  ) as Partial<Record<"t" | "te" | "li", string>>

const sameHex = (expected: string, given: string) => {
  const a = Buffer.from(expected, "hex")
  const b = Buffer.from(given, "hex")
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}

const paidOf = (payments: ReadonlyArray<typeof PaymentResource.Type>) =>
  payments.filter(
    (payment) => payment.attributes.status === undefined || payment.attributes.status === "paid",
  )

/**
 * PayMongo (docs/payments.md): a Checkout Session per payment, paid on PayMongo's page; the result
 * arrives as a signed webhook event, checked here with a constant-time comparison and a time
 * tolerance (its own SDK does neither).
 */
export const payMongoGateway = (settings: PayMongoSettings): PaymentGateway => {
  const headers = { authorization: basicAuthorization(settings.secretKey) }

  const verify = (signature: string | undefined, body: string, nowMillis: number) => {
    const parts = signatureParts(signature ?? "")
    const timestamp = Number(parts.t)
    const given = settings.mode === "live" ? parts.li : parts.te
    if (!Number.isInteger(timestamp) || given === undefined)
      return "The notification carries no PayMongo signature."
    if (Math.abs(nowMillis / 1000 - timestamp) > payMongoSignatureTolerance)
      return "The notification's signature is too old or from the future."
    const expected = createHmac("sha256", Redacted.value(settings.webhookSecret))
      .update(`${parts.t}.${body}`)
      .digest("hex")
    return sameHex(expected, given) ? undefined : "The notification's signature does not match."
  }

  const readEvent = (body: string): Effect.Effect<GatewayEvent, NotificationRefused> =>
    Effect.gen(function* () {
      const event = yield* Effect.try({
        try: () => Schema.decodeUnknownSync(EventBody)(JSON.parse(body)),
        catch: () => new NotificationRefused({ message: "The notification is not a PayMongo event." }),
      })
      const eventId = event.data.id
      const type = event.data.attributes.type
      const resource = event.data.attributes.data
      const refused = new NotificationRefused({ message: `The ${type} event is not one PayMongo sends.` })
      if (type === "checkout_session.payment.paid") {
        const payments = yield* Effect.mapError(
          Schema.decodeUnknownEffect(Schema.Array(PaymentResource))(resource.attributes.payments),
          () => refused,
        )
        const paid = paidOf(payments)
        return {
          kind: "paid",
          eventId,
          providerPaymentId: resource.id,
          amountCentavos: paid.reduce((sum, payment) => sum + payment.attributes.amount, 0),
          currency: paid[0]?.attributes.currency ?? "",
          ...(paid[0] === undefined ? {} : { chargeId: paid[0].id }),
        }
      }
      if (type === "payment.refunded") {
        const payment = yield* Effect.mapError(
          Schema.decodeUnknownEffect(PaymentResource)(resource),
          () => refused,
        )
        return {
          kind: "refunded",
          eventId,
          providerPaymentId: payment.id,
          amountCentavos: payment.attributes.amount,
        }
      }
      return { kind: "ignored", eventId, type }
    })

  return {
    provider: "paymongo",
    methods: paymentMethods.paymongo,
    createCheckout: (request) =>
      callGateway("PayMongo", `${settings.apiUrl}/v1/checkout_sessions`, {
        method: "POST",
        headers,
        body: {
          data: {
            attributes: {
              line_items: [
                {
                  amount: request.amountCentavos,
                  currency: request.currency,
                  name: request.description,
                  quantity: 1,
                },
              ],
              payment_method_types: [request.method],
              description: request.description,
              reference_number: request.paymentId,
              metadata: { payment_id: request.paymentId },
              success_url: request.returnUrl,
              cancel_url: request.returnUrl,
              send_email_receipt: false,
              show_line_items: true,
            },
          },
        },
      }).pipe(
        Effect.flatMap(decode(CheckoutSessionAnswer)),
        Effect.map((answer) => ({
          providerPaymentId: answer.data.id,
          checkoutUrl: answer.data.attributes.checkout_url,
        })),
      ),
    readNotification: (requestHeaders, body, nowMillis) => {
      const problem = verify(requestHeaders["paymongo-signature"], body, nowMillis)
      return problem === undefined
        ? readEvent(body)
        : Effect.fail(new NotificationRefused({ message: problem }))
    },
    status: (providerPaymentId) =>
      callGateway(
        "PayMongo",
        `${settings.apiUrl}/v1/checkout_sessions/${encodeURIComponent(providerPaymentId)}`,
        {
          method: "GET",
          headers,
        },
      ).pipe(
        Effect.flatMap(decode(CheckoutSessionAnswer)),
        Effect.map(({ data }): GatewayPaymentStatus => {
          const paid = paidOf(data.attributes.payments ?? [])
          const amountCentavos = paid.reduce((sum, payment) => sum + payment.attributes.amount, 0)
          const currency = paid[0]?.attributes.currency ?? ""
          if (paid.length > 0) return { state: "paid", amountCentavos, currency }
          return {
            state: data.attributes.status === "expired" ? "expired" : "waiting",
            amountCentavos,
            currency,
          }
        }),
      ),
  }
}
