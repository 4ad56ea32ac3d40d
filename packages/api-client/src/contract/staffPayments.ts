import { HttpApiEndpoint } from "effect/http-api"
import {
  ReconcileQuery,
  ReconcileResponse,
  RevenueResponse,
  StaffPaymentParams,
  StaffPaymentResponse,
  StaffPaymentsQuery,
  StaffPaymentsResponse,
  TopUpPackagePayload,
  TopUpPackageResponse,
  TopUpPackagesResponse,
  UpdateTopUpPackagePayload,
} from "../schemas/staff/payments.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The example package as staff write it. */
const thousandRcoinFields = {
  name: "1,000 R-Coin",
  priceCentavos: 50000,
  rcoinCents: 100000,
  bonusCents: 10000,
  onSale: true,
  sortOrder: 2,
}

/** The example package as the portal keeps it. */
const thousandRcoinPackage = {
  id: 2,
  ...thousandRcoinFields,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-05-01T00:00:00.000Z",
}

/** The example payment: the package bought with GCash and credited. */
const creditedPayment = {
  id: "0f8e2b6c-1d3a-4c5e-9b7f-2a4c6e8f0b1d",
  userId: "ArcherKim",
  provider: "paymongo",
  providerPaymentId: "pay_example",
  packageName: thousandRcoinFields.name,
  methodLabel: "GCash",
  amountCentavos: thousandRcoinFields.priceCentavos,
  currency: "PHP",
  rcoinCents: 110000,
  state: "credited",
  problem: null,
  shortfallCents: 0,
  createdAt: "2026-05-22T03:10:00.000Z",
  paidAt: "2026-05-22T03:12:00.000Z",
  settledAt: "2026-05-22T03:12:01.000Z",
}

export class StaffPaymentsGroup extends contractGroup(
  "staffPayments",
  "The console's Payments page (administrators only: packages set what players pay): the top-up packages, the payments made through the gateways with their kept notifications, a read-only reconciliation against the gateways, and the last 30 days of revenue.",
).add(
  HttpApiEndpoint.get("listTopUpPackages", "/staff/payments/packages", {
    success: TopUpPackagesResponse,
  })
    .annotateMerge(
      described(
        "List the top-up packages",
        "Every package, on sale or not, in the order players see them.",
        {},
        {
          answer: {
            data: [thousandRcoinPackage],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createTopUpPackage", "/staff/payments/packages/create", {
    payload: TopUpPackagePayload,
    success: TopUpPackageResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Create a top-up package",
        "A package of 1 to 60 characters' name, priced from ₱20.00 to ₱100,000.00, with its R-Coin and bonus; a package the rules refuse is a 422.",
        {},
        {
          request: thousandRcoinFields,
          answer: {
            message: "The package was created.",
            package: thousandRcoinPackage,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateTopUpPackage", "/staff/payments/packages/update", {
    payload: UpdateTopUpPackagePayload,
    success: TopUpPackageResponse,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Change a top-up package",
        "Replaces the package's fields; 404 for no such package, 422 as when creating one.",
        {},
        {
          request: { id: 2, ...thousandRcoinFields },
          answer: {
            message: "The package was saved.",
            package: thousandRcoinPackage,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("listStaffPayments", "/staff/payments/list", {
    query: StaffPaymentsQuery,
    success: StaffPaymentsResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "List the payments",
        "Payments filtered by state, gateway, part of the user ID and days of the game's time zone, newest first, 20 a page. A last day before the first is a 422.",
        {
          state: "Only payments in this state.",
          provider: "Only payments through this gateway: `paymongo` or `xendit`.",
          user: "Only payments of players whose user ID contains this text, in any case.",
          from: "The first day (`YYYY-MM-DD`, in the game's time zone), included.",
          to: "The last day (`YYYY-MM-DD`, in the game's time zone), included.",
          ...pageParameter,
        },
        {
          answer: {
            data: [creditedPayment],
            page: 1,
            pageCount: 1,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getStaffPayment", "/staff/payments/detail/:id", {
    params: StaffPaymentParams,
    success: StaffPaymentResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read a payment",
        "The payment and every notification kept for it (and every answer its gateway gave when asked), oldest first; 404 for no such payment.",
        { id: "The payment's id (a UUID)." },
        {
          answer: {
            payment: creditedPayment,
            events: [
              {
                eventId: "evt_example",
                kind: "payment.paid",
                outcome: "credited",
                receivedAt: "2026-05-22T03:12:01.000Z",
                body: '{"data":{"id":"evt_example"}}',
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("reconcilePayments", "/staff/payments/reconciliation", {
    query: ReconcileQuery,
    success: ReconcileResponse,
  })
    .annotateMerge(
      described(
        "Reconcile payments with the gateways",
        "Asks the gateways about each payment of the last days (7 unless `days` says 1 to 90) that is waiting, expired, failed or credited, 500 at most, and lists where they disagree. It never changes a payment: a row the gateway could not answer for says so.",
        { days: "How many days to look back, 1 to 90; 7 when absent." },
        {
          answer: {
            days: 7,
            providers: ["paymongo"],
            checked: 42,
            truncated: false,
            rows: [
              {
                paymentId: "5a1e9c3b-7d2f-4b6a-8e0c-1f3d5b7a9c2e",
                userId: "ArcherKim",
                provider: "paymongo",
                providerPaymentId: "pay_example2",
                packageName: "1,000 R-Coin",
                amountCentavos: 50000,
                state: "waiting",
                createdAt: "2026-05-21T03:10:00.000Z",
                finding: "paidNotCredited",
                gatewayState: "paid",
                gatewayAmountCentavos: 50000,
                error: null,
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPaymentRevenue", "/staff/payments/revenue", {
    success: RevenueResponse,
  })
    .annotateMerge(
      described(
        "Read the revenue",
        "The last 30 days of the game's time zone, oldest first: what credited payments brought in, how many there were, and how many codes were redeemed.",
        {},
        { answer: { days: [{ day: "2026-05-21", pesosCentavos: 250000, payments: 5, codes: 12 }] } },
      ),
    )
    .middleware(AdministratorAccess),
) {}
