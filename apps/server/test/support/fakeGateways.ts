// Fakes of PayMongo's and Xendit's APIs on loopback, speaking their documented protocols: PayMongo's
// Checkout Sessions with webhooks signed `Paymongo-Signature: t=…,te=…,li=…` (HMAC-SHA256 of
// `<t>.<body>`), Xendit's invoices with callbacks carrying `x-callback-token` and fetched back.
// Server tests and the end-to-end journey drive payments through them; nothing leaves the machine.
import { createHmac, randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Redacted } from "effect"
import type { PaymentSettings } from "../../src/payments/settings.ts"

/** The keys the fakes hold, and the portal's settings name. */
export interface FakeSecrets {
  readonly payMongoKey: string
  readonly payMongoWebhookSecret: string
  readonly xenditKey: string
  readonly xenditCallbackToken: string
}

export const fakeSecrets: FakeSecrets = {
  payMongoKey: "sk_test_fake_paymongo_key",
  payMongoWebhookSecret: "whsk_fake_paymongo_webhook_secret",
  xenditKey: "xnd_development_fake_xendit_key",
  xenditCallbackToken: "fake-xendit-callback-token",
}

/** A checkout the fake made: a PayMongo session or a Xendit invoice. */
export interface FakeCheckout {
  readonly provider: "paymongo" | "xendit"
  readonly id: string
  /** The portal's payment id it was made for. */
  readonly reference: string
  readonly amountCentavos: number
  readonly currency: string
  readonly method: string
  readonly returnUrl: string
  state: "waiting" | "paid" | "expired"
  /** What was paid, when it differs from what was asked (a forged or broken notification's test). */
  paidCentavos?: number
  chargeId?: string
}

/** A notification as the gateway sends it, to send again as it is (a repeat) or altered (a forgery). */
export interface FakeNotification {
  readonly provider: "paymongo" | "xendit"
  readonly headers: Record<string, string>
  readonly body: string
}

export interface Delivered {
  readonly status: number
  readonly body: string
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`

/** PayMongo's signature header for a body at a time (seconds), as its webhooks carry it. */
export const payMongoSignature = (
  body: string,
  seconds: number,
  secret: string = fakeSecrets.payMongoWebhookSecret,
) => {
  const signature = createHmac("sha256", secret).update(`${seconds}.${body}`).digest("hex")
  return `t=${seconds},te=${signature},li=`
}

/** A PayMongo checkout session resource as its API and its events carry it. */
const sessionResource = (checkout: FakeCheckout, origin: string) => ({
  id: checkout.id,
  type: "checkout_session",
  attributes: {
    checkout_url: `${origin}/pay/${checkout.id}`,
    reference_number: checkout.reference,
    status: checkout.state === "expired" ? "expired" : "active",
    line_items: [{ amount: checkout.amountCentavos, currency: checkout.currency, quantity: 1 }],
    payment_method_types: [checkout.method],
    payments:
      checkout.state === "paid"
        ? [
            {
              id: checkout.chargeId,
              type: "payment",
              attributes: {
                amount: checkout.paidCentavos ?? checkout.amountCentavos,
                currency: checkout.currency,
                status: "paid",
              },
            },
          ]
        : [],
  },
})

const invoiceResource = (checkout: FakeCheckout, origin: string) => ({
  id: checkout.id,
  external_id: checkout.reference,
  status: checkout.state === "paid" ? "PAID" : checkout.state === "expired" ? "EXPIRED" : "PENDING",
  amount: (checkout.paidCentavos ?? checkout.amountCentavos) / 100,
  currency: checkout.currency,
  invoice_url: `${origin}/pay/${checkout.id}`,
})

/**
 * Both gateways on one loopback server. `notifyTo` says where the portal listens; `pay`, `expire`
 * and `refund` do what a player or the gateway would, and send the notification as the gateway does.
 */
export const startFakeGateways = async (
  options: { readonly port?: number; readonly secrets?: FakeSecrets } = {},
) => {
  const secrets = options.secrets ?? fakeSecrets
  const checkouts = new Map<string, FakeCheckout>()
  const refunds = new Map<string, { id: string; invoiceId: string; amount: number }>()
  const xenditKeys = new Map<string, string>()
  let portal = ""
  let origin = ""
  // The time notifications are signed at: the portal's clock (a test's clock may stand still elsewhere).
  let now = () => Date.now()
  // While set, both APIs answer 503, as a gateway does during an outage.
  let down = false
  // How many times the portal asked where each checkout stands.
  const statusAsks = new Map<string, number>()

  const deliver = async (notification: FakeNotification): Promise<Delivered> => {
    const response = await fetch(`${portal}/api/payments/${notification.provider}/notify`, {
      method: "POST",
      headers: { "content-type": "application/json", ...notification.headers },
      body: notification.body,
    })
    return { status: response.status, body: await response.text() }
  }

  const payMongoEvent = (
    type: string,
    resource: unknown,
    seconds = Math.floor(now() / 1000),
  ): FakeNotification => {
    const body = JSON.stringify({
      data: {
        id: `evt_${randomUUID().replaceAll("-", "")}`,
        type: "event",
        attributes: { type, livemode: false, data: resource, created_at: seconds },
      },
    })
    return {
      provider: "paymongo",
      headers: { "paymongo-signature": payMongoSignature(body, seconds, secrets.payMongoWebhookSecret) },
      body,
    }
  }

  const xenditCallback = (body: unknown, token: string = secrets.xenditCallbackToken): FakeNotification => ({
    provider: "xendit",
    headers: { "x-callback-token": token },
    body: JSON.stringify(body),
  })

  /** The notification the gateway sends when a checkout is paid. */
  const paidNotification = (checkout: FakeCheckout): FakeNotification =>
    checkout.provider === "paymongo"
      ? payMongoEvent("checkout_session.payment.paid", sessionResource(checkout, origin))
      : xenditCallback({ ...invoiceResource(checkout, origin), paid_amount: checkout.amountCentavos / 100 })

  const checkoutOf = (id: string) => {
    const checkout = checkouts.get(id)
    if (checkout === undefined) throw new Error(`the fake made no checkout ${id}`)
    return checkout
  }

  const markPaid = (id: string, paidCentavos?: number) => {
    const checkout = checkoutOf(id)
    checkout.state = "paid"
    checkout.chargeId = `pay_${randomUUID().replaceAll("-", "").slice(0, 24)}`
    if (paidCentavos !== undefined) checkout.paidCentavos = paidCentavos
    return checkout
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", origin)
    const body = await readBody(request)
    const authorization = request.headers.authorization
    const [, first, second] = url.pathname.split("/")
    if (url.pathname === "/health") return json(response, 200, { status: "ok" })
    if (down && (first === "v1" || first === "v2" || first === "refunds"))
      return json(response, 503, { error: "service unavailable" })
    // The player's page at the gateway: a Pay button that pays and sends them back.
    if (first === "pay" && second !== undefined) {
      const checkout = checkouts.get(second)
      if (checkout === undefined) return json(response, 404, { error: "no such checkout" })
      if (request.method === "POST") {
        if (checkout.state === "waiting") {
          markPaid(second)
          await deliver(paidNotification(checkout))
        }
        response.writeHead(303, { location: checkout.returnUrl })
        return response.end()
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      return response.end(
        `<!doctype html><html lang="en"><head><title>Fake ${checkout.provider} checkout</title></head><body>` +
          `<main><h1>Pay ₱${(checkout.amountCentavos / 100).toFixed(2)}</h1><p>${checkout.method}</p>` +
          `<form method="post"><button type="submit">Pay now</button></form></main></body></html>`,
      )
    }
    if (url.pathname.startsWith("/v1/checkout_sessions")) {
      if (authorization !== basic(secrets.payMongoKey))
        return json(response, 401, { errors: [{ code: "unauthorized" }] })
      if (request.method === "POST") {
        const attributes = JSON.parse(body).data.attributes
        const checkout: FakeCheckout = {
          provider: "paymongo",
          id: `cs_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
          reference: attributes.reference_number,
          amountCentavos: attributes.line_items[0].amount,
          currency: attributes.line_items[0].currency,
          method: attributes.payment_method_types[0],
          returnUrl: attributes.success_url,
          state: "waiting",
        }
        checkouts.set(checkout.id, checkout)
        return json(response, 200, { data: sessionResource(checkout, origin) })
      }
      const checkout = checkouts.get(url.pathname.split("/")[3] ?? "")
      if (checkout !== undefined) statusAsks.set(checkout.id, (statusAsks.get(checkout.id) ?? 0) + 1)
      return checkout === undefined
        ? json(response, 404, { errors: [{ code: "resource_not_found" }] })
        : json(response, 200, { data: sessionResource(checkout, origin) })
    }
    if (url.pathname.startsWith("/v2/invoices") || url.pathname.startsWith("/refunds")) {
      if (authorization !== basic(secrets.xenditKey))
        return json(response, 401, { error_code: "INVALID_API_KEY" })
      if (url.pathname.startsWith("/refunds/")) {
        const refund = refunds.get(url.pathname.split("/")[2] ?? "")
        return refund === undefined
          ? json(response, 404, { error_code: "DATA_NOT_FOUND" })
          : json(response, 200, {
              id: refund.id,
              status: "SUCCEEDED",
              amount: refund.amount,
              invoice_id: refund.invoiceId,
            })
      }
      if (request.method === "POST") {
        const key = request.headers["x-idempotency-key"]
        const again = typeof key === "string" ? xenditKeys.get(key) : undefined
        if (again !== undefined) return json(response, 200, invoiceResource(checkoutOf(again), origin))
        const asked = JSON.parse(body)
        const checkout: FakeCheckout = {
          provider: "xendit",
          id: `inv_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
          reference: asked.external_id,
          amountCentavos: Math.round(asked.amount * 100),
          currency: asked.currency,
          method: asked.payment_methods[0],
          returnUrl: asked.success_redirect_url,
          state: "waiting",
        }
        checkouts.set(checkout.id, checkout)
        if (typeof key === "string") xenditKeys.set(key, checkout.id)
        return json(response, 200, invoiceResource(checkout, origin))
      }
      const checkout = checkouts.get(url.pathname.split("/")[3] ?? "")
      if (checkout !== undefined) statusAsks.set(checkout.id, (statusAsks.get(checkout.id) ?? 0) + 1)
      return checkout === undefined
        ? json(response, 404, { error_code: "INVOICE_NOT_FOUND_ERROR" })
        : json(response, 200, invoiceResource(checkout, origin))
    }
    return json(response, 404, { error: "not a fake endpoint" })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const settings: PaymentSettings = {
    paymongo: {
      secretKey: Redacted.make(secrets.payMongoKey),
      webhookSecret: Redacted.make(secrets.payMongoWebhookSecret),
      mode: "test",
      apiUrl: origin,
    },
    xendit: {
      secretKey: Redacted.make(secrets.xenditKey),
      callbackToken: Redacted.make(secrets.xenditCallbackToken),
      apiUrl: origin,
    },
  }

  return {
    origin,
    settings,
    checkouts,
    /** How many times the portal asked the gateway where a checkout stands. */
    statusAsksOf: (id: string) => statusAsks.get(id) ?? 0,
    notifyTo: (portalOrigin: string) => {
      portal = portalOrigin
    },
    /** Signs notifications at the portal's time from now on (milliseconds since the epoch). */
    useClock: (clock: () => number) => {
      now = clock
    },
    /** Takes both APIs down (503 to every call) or brings them back. */
    setDown: (isDown: boolean) => {
      down = isDown
    },
    /** The time notifications are signed at, in seconds. */
    signingSeconds: () => Math.floor(now() / 1000),
    deliver,
    payMongoEvent,
    xenditCallback,
    /** Pays a checkout at the gateway (optionally a different amount) without notifying anyone. */
    markPaid,
    /** The notification the gateway sends for a paid checkout, as it would send it now. */
    paidNotification: (id: string) => paidNotification(checkoutOf(id)),
    /** Pays a checkout and sends the notification, as the gateway does. */
    pay: async (id: string) => deliver(paidNotification(markPaid(id))),
    expire: (id: string) => {
      checkoutOf(id).state = "expired"
    },
    /** Refunds a paid checkout and sends the gateway's refund notification. */
    refund: async (id: string) => {
      const checkout = checkoutOf(id)
      if (checkout.provider === "paymongo") {
        return deliver(
          payMongoEvent("payment.refunded", {
            id: checkout.chargeId,
            type: "payment",
            attributes: { amount: checkout.amountCentavos, currency: checkout.currency, status: "refunded" },
          }),
        )
      }
      const refund = {
        id: `rfd_${randomUUID().slice(0, 8)}`,
        invoiceId: checkout.id,
        amount: checkout.amountCentavos / 100,
      }
      refunds.set(refund.id, refund)
      return deliver(xenditCallback({ event: "refund.succeeded", data: { id: refund.id } }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeGateways = Awaited<ReturnType<typeof startFakeGateways>>
