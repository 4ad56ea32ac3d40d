import { MessageResponse } from "../../schemas/common.ts"
import {
  SecondFactorCodePayload,
  SecondFactorConfirmResponse,
  SecondFactorDisablePayload,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from "../../schemas/secondFactor.ts"
import { endpoint } from "../endpoint.ts"

/** Two-step sign-in on the account page: its state, turning it on (set up, confirm) and off. */
export const secondFactorEndpoints = {
  getSecondFactor: endpoint({
    method: "GET",
    path: "/second-factor",
    payload: "none",
    success: SecondFactorStatusResponse,
    requiresAuth: true,
  }),
  setUpSecondFactor: endpoint({
    method: "POST",
    path: "/second-factor/setup",
    payload: "none",
    success: SecondFactorSetupResponse,
    requiresAuth: true,
  }),
  confirmSecondFactor: endpoint({
    method: "POST",
    path: "/second-factor/confirm",
    payload: "body",
    request: SecondFactorCodePayload,
    success: SecondFactorConfirmResponse,
    requiresAuth: true,
  }),
  disableSecondFactor: endpoint({
    method: "POST",
    path: "/second-factor/disable",
    payload: "body",
    request: SecondFactorDisablePayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
} as const
