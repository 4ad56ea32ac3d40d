import { formatPesos, PlainText, paymentProviders, paymentStates } from "@gatehouse/domain"
import { Schema } from "effect"
import type { FieldErrors } from "../common.ts"
import { IntFromString, PageNumberFromString } from "../fields.ts"

/**
 * The console's Payments page (administrators only): the top-up packages players buy, the payments
 * made through the gateways with the notifications kept for each, a reconciliation against what the
 * gateways say, and the last 30 days of revenue. Money travels as whole centavos (prices) and cents
 * (R-Coin), never as a float.
 */

/** The cheapest package: the gateways' own floor for one charge, and the table's (₱20.00). */
export const minPackagePriceCentavos = 2_000
/** The dearest package: far above any real top-up, far below what the amount column holds. */
export const maxPackagePriceCentavos = 10_000_000
/** The most R-Coin (or bonus) one package loads, in cents. */
export const maxPackageRcoinCents = 100_000_000
/** Packages are listed to players by this number, then by price. */
export const maxPackageSortOrder = 9_999

/**
 * A package as an administrator sends it. The shapes are checked here (a 400 when a field is not a
 * number at all); the rules, in {@link packageProblems}, are a 422 with a message per field, the same
 * messages the console's form shows before sending.
 */
export const TopUpPackagePayload = Schema.Struct({
  name: PlainText.check(Schema.isMaxLength(200)),
  priceCentavos: Schema.Int,
  rcoinCents: Schema.Int,
  bonusCents: Schema.Int,
  onSale: Schema.Boolean,
  sortOrder: Schema.Int,
})
export type TopUpPackagePayload = typeof TopUpPackagePayload.Type

/** POST /staff/payments/packages/update: the package's id beside its new fields. */
export const UpdateTopUpPackagePayload = Schema.Struct({
  id: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  ...TopUpPackagePayload.fields,
})
export type UpdateTopUpPackagePayload = typeof UpdateTopUpPackagePayload.Type

export const packageMessages = {
  noName: "Give the package a name.",
  longName: "The name is at most 60 characters.",
  price: `The price is ${formatPesos(minPackagePriceCentavos)} to ${formatPesos(maxPackagePriceCentavos)}.`,
  rcoin: "The R-Coin is more than 0 and at most 1,000,000.00.",
  bonus: "The bonus is 0 to 1,000,000.00 R-Coin.",
  sortOrder: `The order is a whole number from 0 to ${maxPackageSortOrder}.`,
  refused: "The package was not saved: check the fields marked.",
} as const

const outside = (value: number, minimum: number, maximum: number) => value < minimum || value > maximum

/** What is wrong with a package, one message per field; empty when it may be saved. */
export const packageProblems = (input: TopUpPackagePayload): FieldErrors => {
  const problems: Record<string, ReadonlyArray<string>> = {}
  const name = input.name.trim()
  if (name === "") problems.name = [packageMessages.noName]
  else if (name.length > 60) problems.name = [packageMessages.longName]
  if (outside(input.priceCentavos, minPackagePriceCentavos, maxPackagePriceCentavos))
    problems.priceCentavos = [packageMessages.price]
  if (outside(input.rcoinCents, 1, maxPackageRcoinCents)) problems.rcoinCents = [packageMessages.rcoin]
  if (outside(input.bonusCents, 0, maxPackageRcoinCents)) problems.bonusCents = [packageMessages.bonus]
  if (outside(input.sortOrder, 0, maxPackageSortOrder)) problems.sortOrder = [packageMessages.sortOrder]
  return problems
}

/** A package as the console lists it, on sale or not. */
export const StaffTopUpPackage = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  priceCentavos: Schema.Int,
  rcoinCents: Schema.Int,
  bonusCents: Schema.Int,
  onSale: Schema.Boolean,
  sortOrder: Schema.Int,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type StaffTopUpPackage = typeof StaffTopUpPackage.Type

export const TopUpPackagesResponse = Schema.Struct({ data: Schema.Array(StaffTopUpPackage) })
export type TopUpPackagesResponse = typeof TopUpPackagesResponse.Type

export const TopUpPackageResponse = Schema.Struct({ message: Schema.String, package: StaffTopUpPackage })
export type TopUpPackageResponse = typeof TopUpPackageResponse.Type

/** A calendar day in Manila as `YYYY-MM-DD`. */
export const ManilaDayText = PlainText.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter the date as YYYY-MM-DD." }),
)

/** What the payments list says of filters it cannot use (a 422, and the console's form before sending). */
export const paymentFilterMessages = {
  notADay: "Enter a real date.",
  backwards: "The last day cannot be before the first.",
  refused: "The filters are not valid.",
} as const

/**
 * Filters of the payments list; each narrows it. `user` matches part of the player's user ID, any
 * case; `from` and `to` are Manila days, both included. Newest first.
 */
export const StaffPaymentsQuery = {
  state: Schema.optionalKey(Schema.Literals(paymentStates)),
  provider: Schema.optionalKey(Schema.Literals(paymentProviders)),
  user: Schema.optionalKey(PlainText.check(Schema.isMaxLength(60))),
  from: Schema.optionalKey(ManilaDayText),
  to: Schema.optionalKey(ManilaDayText),
  page: Schema.optionalKey(PageNumberFromString),
} as const

/** One payment as the console lists it; times are ISO instants. */
export const StaffPaymentRow = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  provider: Schema.Literals(paymentProviders),
  /** The gateway's id of the checkout; null when the gateway never made one. */
  providerPaymentId: Schema.NullOr(Schema.String),
  packageName: Schema.String,
  methodLabel: Schema.String,
  amountCentavos: Schema.Int,
  currency: Schema.String,
  rcoinCents: Schema.Int,
  state: Schema.Literals(paymentStates),
  /** Why it is held, or what a refund could not take back; null when nothing is wrong. */
  problem: Schema.NullOr(Schema.String),
  /** R-Coin a refund could not take back (already spent), in cents. */
  shortfallCents: Schema.Int,
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String),
  settledAt: Schema.NullOr(Schema.String),
})
export type StaffPaymentRow = typeof StaffPaymentRow.Type

export const StaffPaymentsResponse = Schema.Struct({
  data: Schema.Array(StaffPaymentRow),
  page: Schema.Int,
  pageCount: Schema.Int,
})
export type StaffPaymentsResponse = typeof StaffPaymentsResponse.Type

export const StaffPaymentParams = { id: PlainText.check(Schema.isUUID()) } as const

/** One verified notification kept for a payment (or the portal's own question to the gateway). */
export const PaymentEventRow = Schema.Struct({
  eventId: Schema.String,
  kind: Schema.String,
  outcome: Schema.String,
  receivedAt: Schema.String,
  /** The body as the gateway sent it, as JSON text. */
  body: Schema.String,
})
export type PaymentEventRow = typeof PaymentEventRow.Type

export const StaffPaymentResponse = Schema.Struct({
  payment: StaffPaymentRow,
  events: Schema.Array(PaymentEventRow),
})
export type StaffPaymentResponse = typeof StaffPaymentResponse.Type

/** How far back a reconciliation looks by default, and at most, in days. */
export const reconcileDefaultDays = 7
export const reconcileMaxDays = 90

export const ReconcileQuery = {
  days: Schema.optionalKey(
    IntFromString.pipe(
      Schema.check(
        Schema.isBetween(
          { minimum: 1, maximum: reconcileMaxDays },
          { message: `Look back 1 to ${reconcileMaxDays} days.` },
        ),
      ),
    ),
  ),
} as const

/**
 * What a reconciliation found about one payment: paid at the gateway but not credited here, credited
 * here but not paid there, or the gateway could not say.
 */
export const reconcileFindings = ["paidNotCredited", "creditedNotPaid", "gatewayError"] as const
export type ReconcileFinding = (typeof reconcileFindings)[number]

export const ReconcileRow = Schema.Struct({
  paymentId: Schema.String,
  userId: Schema.String,
  provider: Schema.Literals(paymentProviders),
  providerPaymentId: Schema.String,
  packageName: Schema.String,
  amountCentavos: Schema.Int,
  /** Where the payment stands here. */
  state: Schema.Literals(paymentStates),
  createdAt: Schema.String,
  finding: Schema.Literals(reconcileFindings),
  /** Where the gateway says it stands; null when it could not say. */
  gatewayState: Schema.NullOr(Schema.Literals(["waiting", "paid", "failed", "expired"])),
  /** What the gateway says was paid, in centavos; null when it could not say. */
  gatewayAmountCentavos: Schema.NullOr(Schema.Int),
  /** Why the gateway could not say; null otherwise. */
  error: Schema.NullOr(Schema.String),
})
export type ReconcileRow = typeof ReconcileRow.Type

export const ReconcileResponse = Schema.Struct({
  days: Schema.Int,
  /** The gateways turned on, which were asked; payments of others were not checked. */
  providers: Schema.Array(Schema.Literals(paymentProviders)),
  /** How many payments were asked about. */
  checked: Schema.Int,
  /** More payments matched than one run asks about; the oldest were left out. */
  truncated: Schema.Boolean,
  rows: Schema.Array(ReconcileRow),
})
export type ReconcileResponse = typeof ReconcileResponse.Type

/** One Manila day of the revenue chart. */
export const RevenueDay = Schema.Struct({
  /** `YYYY-MM-DD`, Manila time. */
  day: Schema.String,
  /** What credited payments brought in, in centavos. */
  pesosCentavos: Schema.Int,
  /** Credited payments. */
  payments: Schema.Int,
  /** Codes redeemed. */
  codes: Schema.Int,
})
export type RevenueDay = typeof RevenueDay.Type

/** How many days the revenue chart shows, today included. */
export const revenueDays = 30

export const RevenueResponse = Schema.Struct({ days: Schema.Array(RevenueDay) })
export type RevenueResponse = typeof RevenueResponse.Type
