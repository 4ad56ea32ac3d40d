import type { PaymentMethod, PaymentProvider } from "@gatehouse/domain"
import { Data, type Effect } from "effect"

/** What the portal asks a gateway to charge: one package, for one player, in pesos. */
export interface CheckoutRequest {
  /** The portal's id of the payment: the gateway's reference for it, and its idempotency key. */
  readonly paymentId: string
  readonly amountCentavos: number
  readonly currency: string
  /** What the player sees on the gateway's page ("Top up 1,000.00 R-Coin"). */
  readonly description: string
  /** The one way of paying the player chose, by the gateway's code for it. */
  readonly method: string
  /** Where the gateway sends the player back to after paying, and after giving up. */
  readonly returnUrl: string
}

/** A checkout the gateway made: its id for it and the page the player pays on. */
export interface Checkout {
  readonly providerPaymentId: string
  readonly checkoutUrl: string
}

/**
 * What a verified notification says, in the portal's words. `paid` names what was paid, so the
 * portal can compare it with what the player chose; `refunded` covers refunds and chargebacks.
 * `eventId` is what makes a repeated delivery recognisable.
 */
export type GatewayEvent =
  | {
      readonly kind: "paid"
      readonly eventId: string
      readonly providerPaymentId: string
      readonly amountCentavos: number
      readonly currency: string
      /** The gateway's id of the money movement itself, which its refunds name (PayMongo's `pay_…`). */
      readonly chargeId?: string
    }
  | { readonly kind: "failed" | "expired"; readonly eventId: string; readonly providerPaymentId: string }
  | {
      readonly kind: "refunded"
      readonly eventId: string
      /** The checkout's id when the gateway names it, else the charge's. */
      readonly providerPaymentId: string
      readonly amountCentavos: number
    }
  /** Verified, but about nothing the portal acts on (another event type): acknowledged and kept. */
  | { readonly kind: "ignored"; readonly eventId: string; readonly type: string }

/** Where a checkout stands at the gateway, asked directly (the fetch-back, the reconciliation). */
export interface GatewayPaymentStatus {
  readonly state: "waiting" | "paid" | "failed" | "expired"
  readonly amountCentavos: number
  readonly currency: string
}

/** A notification that is not the gateway's: a wrong signature or token, a stale timestamp, a body it never sends. */
export class NotificationRefused extends Data.TaggedError("NotificationRefused")<{
  readonly message: string
}> {}

/** The gateway did not answer, or answered with an error: nothing was done, and it can be tried again. */
export class GatewayUnavailable extends Data.TaggedError("GatewayUnavailable")<{
  readonly message: string
}> {}

/** The headers of a notification, by lower-case name. */
export type NotificationHeaders = Readonly<Record<string, string | undefined>>

/**
 * One payment gateway behind the portal (docs/payments.md): it makes checkouts, reads its own
 * notifications (refusing any it cannot verify), and says where a checkout stands.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider
  readonly methods: ReadonlyArray<PaymentMethod>
  readonly createCheckout: (request: CheckoutRequest) => Effect.Effect<Checkout, GatewayUnavailable>
  readonly readNotification: (
    headers: NotificationHeaders,
    body: string,
    nowMillis: number,
  ) => Effect.Effect<GatewayEvent, NotificationRefused | GatewayUnavailable>
  readonly status: (providerPaymentId: string) => Effect.Effect<GatewayPaymentStatus, GatewayUnavailable>
}
