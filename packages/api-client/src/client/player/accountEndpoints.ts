import {
  FindPasswordPayload,
  FindUserIdPayload,
  PasswordCheckPayload,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  SecretAnswerPayload,
  UpdatePasswordPayload,
  UpdateUserDetailsPayload,
  UserIpResponse,
} from "../../schemas/accounts.ts"
import { CheckResponse, MessageResponse } from "../../schemas/common.ts"
import { endpoint } from "../endpoint.ts"

/**
 * The account pages: registering, finding an account, changing the password or the details, and the IP
 * whitelist.
 */
export const accountEndpoints = {
  register: endpoint({
    method: "POST",
    path: "/register",
    payload: "body",
    request: RegisterPayload,
    success: RegisterResponse,
    requiresAuth: false,
  }),
  updateUserDetails: endpoint({
    method: "POST",
    path: "/updateuserdetails",
    payload: "body",
    request: UpdateUserDetailsPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  findUserId: endpoint({
    method: "POST",
    path: "/findUserID",
    payload: "body",
    request: FindUserIdPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
  findPassword: endpoint({
    method: "POST",
    path: "/findPassword",
    payload: "body",
    request: FindPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
  updatePassword: endpoint({
    method: "POST",
    path: "/updatepassword",
    payload: "body",
    request: UpdatePasswordPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  validateSecretAnswer: endpoint({
    method: "POST",
    path: "/validate-secret-answer",
    payload: "body",
    request: SecretAnswerPayload,
    success: CheckResponse,
    requiresAuth: true,
  }),
  validatePassword: endpoint({
    method: "POST",
    path: "/api/validate-password",
    payload: "body",
    request: PasswordCheckPayload,
    success: CheckResponse,
    requiresAuth: true,
  }),
  whitelistUserIp: endpoint({
    method: "POST",
    path: "/whitelist-user-ip",
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  }),
  getUserIp: endpoint({
    method: "GET",
    path: "/user-ip",
    payload: "none",
    success: UserIpResponse,
    requiresAuth: true,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/reset-password",
    payload: "body",
    request: ResetPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
} as const
