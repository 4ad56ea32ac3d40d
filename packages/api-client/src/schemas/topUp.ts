import { PlainText, paymentProviders, paymentStates } from "@gatehouse/domain"
import { Schema } from "effect"
import { BalanceFields } from "./common.ts"

/** A top-up package as the player sees it: its price in centavos and the R-Coin it loads, in cents. */
export const TopUpPackage = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  priceCentavos: Schema.Int,
  rcoinCents: Schema.Int,
  /** Added on top of `rcoinCents`; 0 for none. */
  bonusCents: Schema.Int,
})
export type TopUpPackage = typeof TopUpPackage.Type

/** One way of paying one gateway offers. */
export const TopUpMethod = Schema.Struct({
  provider: Schema.Literals(paymentProviders),
  code: Schema.String,
  label: Schema.String,
})
export type TopUpMethod = typeof TopUpMethod.Type

/** GET /topup/packages: what is on sale and how it can be paid; no methods when no gateway is set. */
export const TopUpCatalog = Schema.Struct({
  packages: Schema.Array(TopUpPackage),
  methods: Schema.Array(TopUpMethod),
})
export type TopUpCatalog = typeof TopUpCatalog.Type

/** POST /topup/pay: the package and the way of paying the player chose. */
export const PayPayload = Schema.Struct({
  packageId: Schema.Int,
  provider: Schema.Literals(paymentProviders),
  method: PlainText.check(Schema.isMaxLength(30)),
})
export type PayPayload = typeof PayPayload.Type

/** The payment made, and the gateway's page the player is sent to. */
export const PayAnswer = Schema.Struct({ paymentId: Schema.String, checkoutUrl: Schema.String })
export type PayAnswer = typeof PayAnswer.Type

export const PaymentParams = Schema.Struct({ id: PlainText.check(Schema.isUUID()) })

/** GET /topup/payments/:id: one of the player's payments as it stands, with the balances once credited. */
export const PaymentView = Schema.Struct({
  id: Schema.String,
  provider: Schema.Literals(paymentProviders),
  methodLabel: Schema.String,
  packageName: Schema.String,
  amountCentavos: Schema.Int,
  currency: Schema.String,
  rcoinCents: Schema.Int,
  state: Schema.Literals(paymentStates),
  createdAt: Schema.String,
  ...BalanceFields,
})
export type PaymentView = typeof PaymentView.Type
