import { formatCents } from "./money.ts"

/**
 * Top-ups paid through a payment gateway (docs/payments.md): the gateways, the ways of paying each
 * offers, and the states a payment goes through, each with the words a player reads. The server,
 * the portal and the console all name them from here.
 */

/** The gateways the portal can take payments through. */
export const paymentProviders = ["paymongo", "xendit"] as const
export type PaymentProvider = (typeof paymentProviders)[number]

export const paymentProviderNames: Readonly<Record<PaymentProvider, string>> = {
  paymongo: "PayMongo",
  xendit: "Xendit",
}

/** A way of paying, by the gateway's own name for it. */
export interface PaymentMethod {
  /** The gateway's code for it: PayMongo's `payment_method_types`, Xendit's `payment_methods`. */
  readonly code: string
  /** What the player sees on the button. */
  readonly label: string
}

/**
 * The ways of paying named in words rather than by a brand (GCash, Maya and the like keep their
 * names in every language); their Filipino is `paymentMethodWords.fil.json`.
 */
export const paymentMethodWords = {
  card: "Credit or debit card",
  onlineBanking: "Online banking",
  cashAt7Eleven: "Cash at 7-Eleven",
  cashAtCebuana: "Cash at Cebuana Lhuillier",
  cashAtEcpay: "Cash at ECPay partners",
} as const

/**
 * What each gateway offers players in the Philippines, from its documentation. PayMongo has no cash
 * over the counter; Xendit adds 7-Eleven, Cebuana and ECPay.
 */
export const paymentMethods: Readonly<Record<PaymentProvider, ReadonlyArray<PaymentMethod>>> = {
  paymongo: [
    { code: "gcash", label: "GCash" },
    { code: "paymaya", label: "Maya" },
    { code: "grab_pay", label: "GrabPay" },
    { code: "shopee_pay", label: "ShopeePay" },
    { code: "qrph", label: "QR Ph" },
    { code: "card", label: paymentMethodWords.card },
    { code: "dob", label: paymentMethodWords.onlineBanking },
  ],
  xendit: [
    { code: "GCASH", label: "GCash" },
    { code: "PAYMAYA", label: "Maya" },
    { code: "GRABPAY", label: "GrabPay" },
    { code: "SHOPEEPAY", label: "ShopeePay" },
    { code: "QRPH", label: "QR Ph" },
    { code: "CREDIT_CARD", label: paymentMethodWords.card },
    { code: "7ELEVEN", label: paymentMethodWords.cashAt7Eleven },
    { code: "CEBUANA", label: paymentMethodWords.cashAtCebuana },
    { code: "ECPAY", label: paymentMethodWords.cashAtEcpay },
  ],
}

/** The label of a method code, or the code itself for one the list does not know. */
export const paymentMethodLabel = (provider: PaymentProvider, code: string): string =>
  paymentMethods[provider].find((method) => method.code === code)?.label ?? code

/**
 * Where a payment stands. `credited`: paid, and the R-Coin is on the balance. `held`: the gateway
 * says paid but it did not match what was chosen (amount, currency), so nothing was credited and
 * staff look at it. `refunded`: paid back (or charged back), the R-Coin taken back as far as the
 * balance allowed.
 */
export const paymentStates = ["waiting", "credited", "held", "failed", "expired", "refunded"] as const
export type PaymentState = (typeof paymentStates)[number]

/** A state in the player's words. */
export const paymentStateLabels: Readonly<Record<PaymentState, string>> = {
  waiting: "Waiting for payment",
  credited: "Paid and credited",
  held: "Paid, being checked by staff",
  failed: "Failed",
  expired: "Expired",
  refunded: "Refunded",
}

/** States a payment does not leave on its own: the return page stops asking. */
export const settledPaymentStates: ReadonlyArray<PaymentState> = ["credited", "held", "failed", "refunded"]

/** The only currency the gateways are asked to charge. */
export const paymentCurrency = "PHP"

/** Pesos and centavos as "₱1,234.50". */
export const formatPesos = (centavos: number): string => `₱${formatCents(centavos)}`
