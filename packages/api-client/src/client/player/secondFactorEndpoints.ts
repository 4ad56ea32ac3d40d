import { MessageResponse } from "../../schemas/common.ts"
import {
  SecondFactorCodePayload,
  SecondFactorConfirmResponse,
  SecondFactorDisablePayload,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from "../../schemas/secondFactor.ts"
import { contractCalls } from "../contractCalls.ts"

/** Two-step sign-in on the account page: its state, turning it on (set up, confirm) and off. */
export const secondFactorEndpoints = contractCalls({
  getSecondFactor: {
    method: "GET",
    path: "/second-factor",
    payload: "none",
    success: SecondFactorStatusResponse,
    requiresAuth: true,
  },
  setUpSecondFactor: {
    method: "POST",
    path: "/second-factor/setup",
    payload: "none",
    success: SecondFactorSetupResponse,
    requiresAuth: true,
  },
  confirmSecondFactor: {
    method: "POST",
    path: "/second-factor/confirm",
    payload: "body",
    request: SecondFactorCodePayload,
    success: SecondFactorConfirmResponse,
    requiresAuth: true,
  },
  disableSecondFactor: {
    method: "POST",
    path: "/second-factor/disable",
    payload: "body",
    request: SecondFactorDisablePayload,
    success: MessageResponse,
    requiresAuth: true,
  },
})
