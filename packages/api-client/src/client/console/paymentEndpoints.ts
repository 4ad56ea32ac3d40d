import { Schema } from "effect"
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
} from "../../schemas/staff/payments.ts"
import { contractCalls } from "../contractCalls.ts"

/** The Payments page: top-up packages, payments and their events, reconciliation, revenue. */
export const paymentEndpoints = contractCalls({
  listTopUpPackages: {
    method: "GET",
    path: "/staff/payments/packages",
    payload: "none",
    success: TopUpPackagesResponse,
    requiresAuth: true,
  },
  createTopUpPackage: {
    method: "POST",
    path: "/staff/payments/packages/create",
    payload: "body",
    request: TopUpPackagePayload,
    success: TopUpPackageResponse,
    requiresAuth: true,
  },
  updateTopUpPackage: {
    method: "POST",
    path: "/staff/payments/packages/update",
    payload: "body",
    request: UpdateTopUpPackagePayload,
    success: TopUpPackageResponse,
    requiresAuth: true,
  },
  listStaffPayments: {
    method: "GET",
    path: "/staff/payments/list",
    payload: "query",
    request: Schema.Struct(StaffPaymentsQuery),
    success: StaffPaymentsResponse,
    requiresAuth: true,
  },
  getStaffPayment: {
    method: "GET",
    path: "/staff/payments/detail/:id",
    params: Schema.Struct(StaffPaymentParams),
    payload: "none",
    success: StaffPaymentResponse,
    requiresAuth: true,
  },
  reconcilePayments: {
    method: "GET",
    path: "/staff/payments/reconciliation",
    payload: "query",
    request: Schema.Struct(ReconcileQuery),
    success: ReconcileResponse,
    requiresAuth: true,
  },
  getPaymentRevenue: {
    method: "GET",
    path: "/staff/payments/revenue",
    payload: "none",
    success: RevenueResponse,
    requiresAuth: true,
  },
})
