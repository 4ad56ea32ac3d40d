import { PayAnswer, PaymentParams, PaymentView, PayPayload, TopUpCatalog } from "../../schemas/topUp.ts"
import { contractCalls } from "../contractCalls.ts"

/** Top-ups paid through a gateway: the packages, paying, and a payment as it stands. */
export const topUpEndpoints = contractCalls({
  getTopUpCatalog: {
    method: "GET",
    path: "/topup/packages",
    payload: "none",
    success: TopUpCatalog,
    requiresAuth: false,
  },
  payTopUp: {
    method: "POST",
    path: "/topup/pay",
    payload: "body",
    request: PayPayload,
    success: PayAnswer,
    requiresAuth: true,
  },
  getPayment: {
    method: "GET",
    path: "/topup/payments/:id",
    params: PaymentParams,
    payload: "none",
    success: PaymentView,
    requiresAuth: true,
  },
})
