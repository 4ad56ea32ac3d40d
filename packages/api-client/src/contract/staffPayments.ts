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

export class StaffPaymentsGroup extends contractGroup(
  "staffPayments",
  "The console's Payments page (administrators only: packages set what players pay): the top-up packages, the payments made through the gateways with their kept notifications, a read-only reconciliation against the gateways, and the last 30 days of revenue.",
).add(
  HttpApiEndpoint.get("listTopUpPackages", "/staff/payments/packages", {
    success: TopUpPackagesResponse,
  })
    .annotateMerge(
      described("List the top-up packages", "Every package, on sale or not, in the order players see them."),
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
        "Payments filtered by state, gateway, part of the user ID and Manila days, newest first, 20 a page. A last day before the first is a 422.",
        {
          state: "Only payments in this state.",
          provider: "Only payments through this gateway: `paymongo` or `xendit`.",
          user: "Only payments of players whose user ID contains this text, in any case.",
          from: "The first Manila day (`YYYY-MM-DD`), included.",
          to: "The last Manila day (`YYYY-MM-DD`), included.",
          ...pageParameter,
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
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPaymentRevenue", "/staff/payments/revenue", {
    success: RevenueResponse,
  })
    .annotateMerge(
      described(
        "Read the revenue",
        "The last 30 Manila days, oldest first: what credited payments brought in, how many there were, and how many codes were redeemed.",
      ),
    )
    .middleware(AdministratorAccess),
) {}
