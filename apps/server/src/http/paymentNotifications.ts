import type { PaymentProvider } from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Payments } from "../payments/Payments.ts"

/** Where each gateway sends its notifications: `/api/payments/paymongo/notify`, `/api/payments/xendit/notify`. */
export const paymentNotificationPath = (provider: PaymentProvider) =>
  `/api/payments/${provider}/notify` as const

const answer = (status: number, body: Record<string, string>) =>
  HttpServerResponse.jsonUnsafe(body, { status })

/**
 * A gateway's notification, read as the raw bytes its signature covers (so outside the contract,
 * whose codecs would parse them first). Answers as the gateways expect: 2xx once it is handled,
 * whether it changed anything or not (a repeat, an unknown payment), so they stop sending it; 401
 * for one that is not theirs; 503 when the portal could not finish, so they send it again.
 */
const notified = (payments: Payments["Service"], provider: PaymentProvider) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* Effect.orElseSucceed(request.text, () => "")
    return yield* payments.notify(provider, request.headers, body).pipe(
      Effect.map(({ outcome }) => answer(200, { received: "yes", outcome })),
      Effect.catchTags({
        NotificationRefused: (refused) =>
          Effect.as(
            Effect.logWarning(`A ${provider} notification was refused`, refused.message),
            answer(401, { message: refused.message }),
          ),
        NotAvailable: (refused) => Effect.succeed(answer(404, { message: refused.message })),
        GatewayUnavailable: (error) =>
          Effect.as(
            Effect.logWarning("A notification could not be checked", error.message),
            answer(503, { message: error.message }),
          ),
        StateConflict: (error) =>
          Effect.as(
            Effect.logWarning("A notification could not be applied yet", error.message),
            answer(503, { message: error.message }),
          ),
      }),
    )
  })

/** The gateways' notification routes; register them before the `/api/*` catch-all. */
export const paymentNotificationRoutes = Layer.unwrap(
  Effect.map(Effect.service(Payments), (payments) =>
    Layer.mergeAll(
      HttpRouter.add("POST", paymentNotificationPath("paymongo"), notified(payments, "paymongo")),
      HttpRouter.add("POST", paymentNotificationPath("xendit"), notified(payments, "xendit")),
    ),
  ),
)
