import type { PaymentProvider, PaymentState } from "@gatehouse/domain"

/** One payment as the console shows it; amounts in centavos and cents, times as ISO instants. */
export interface PaymentView {
  readonly id: string
  /** The player's user ID. */
  readonly userId: string
  readonly provider: PaymentProvider
  /** The gateway's id of the checkout; null when the gateway never made one. */
  readonly providerPaymentId: string | null
  readonly packageName: string
  readonly methodLabel: string
  readonly amountCentavos: number
  readonly currency: string
  readonly rcoinCents: number
  readonly state: PaymentState
  /** Why it is held, or what a refund could not take back. */
  readonly problem: string | null
  /** R-Coin a refund could not take back, in cents. */
  readonly shortfallCents: number
  readonly createdAt: string
  readonly paidAt: string | null
  readonly settledAt: string | null
}

/** The staff's words for where a payment stands (the player's are warmer, and longer). */
export const paymentStateNames: Readonly<Record<PaymentState, string>> = {
  waiting: "Waiting",
  credited: "Credited",
  held: "Held",
  failed: "Failed",
  expired: "Expired",
  refunded: "Refunded",
}
