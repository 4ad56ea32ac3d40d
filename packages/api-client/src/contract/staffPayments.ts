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
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The console's Payments page (administrators only: packages set what players pay): the top-up
 * packages, the payments made through the gateways with their kept notifications, a read-only
 * reconciliation against the gateways, and the last 30 days of revenue.
 */
export class StaffPaymentsGroup extends contractGroup("staffPayments").add(
  HttpApiEndpoint.get("listTopUpPackages", "/staff/payments/packages", {
    success: TopUpPackagesResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("createTopUpPackage", "/staff/payments/packages/create", {
    payload: TopUpPackagePayload,
    success: TopUpPackageResponse,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateTopUpPackage", "/staff/payments/packages/update", {
    payload: UpdateTopUpPackagePayload,
    success: TopUpPackageResponse,
    error: [ValidationFailed, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("listStaffPayments", "/staff/payments/list", {
    query: StaffPaymentsQuery,
    success: StaffPaymentsResponse,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getStaffPayment", "/staff/payments/detail/:id", {
    params: StaffPaymentParams,
    success: StaffPaymentResponse,
    error: NotFound,
  }).middleware(AdministratorAccess),
  // Asks the gateways, never changes a payment: a row the gateway could not answer for says so.
  HttpApiEndpoint.get("reconcilePayments", "/staff/payments/reconciliation", {
    query: ReconcileQuery,
    success: ReconcileResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPaymentRevenue", "/staff/payments/revenue", {
    success: RevenueResponse,
  }).middleware(AdministratorAccess),
) {}
