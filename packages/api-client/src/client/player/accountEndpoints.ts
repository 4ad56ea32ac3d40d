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
import { contractCalls } from "../contractCalls.ts"

/**
 * The account pages: registering, finding an account, changing the password or the details, and the IP
 * whitelist.
 */
export const accountEndpoints = contractCalls({
  register: {
    method: "POST",
    path: "/register",
    payload: "body",
    request: RegisterPayload,
    success: RegisterResponse,
    requiresAuth: false,
  },
  updateUserDetails: {
    method: "POST",
    path: "/updateuserdetails",
    payload: "body",
    request: UpdateUserDetailsPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  findUserId: {
    method: "POST",
    path: "/findUserID",
    payload: "body",
    request: FindUserIdPayload,
    success: MessageResponse,
    requiresAuth: false,
  },
  findPassword: {
    method: "POST",
    path: "/findPassword",
    payload: "body",
    request: FindPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  },
  updatePassword: {
    method: "POST",
    path: "/updatepassword",
    payload: "body",
    request: UpdatePasswordPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  validateSecretAnswer: {
    method: "POST",
    path: "/validate-secret-answer",
    payload: "body",
    request: SecretAnswerPayload,
    success: CheckResponse,
    requiresAuth: true,
  },
  validatePassword: {
    method: "POST",
    path: "/api/validate-password",
    payload: "body",
    request: PasswordCheckPayload,
    success: CheckResponse,
    requiresAuth: true,
  },
  whitelistUserIp: {
    method: "POST",
    path: "/whitelist-user-ip",
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  },
  getUserIp: {
    method: "GET",
    path: "/user-ip",
    payload: "none",
    success: UserIpResponse,
    requiresAuth: true,
  },
  resetPassword: {
    method: "POST",
    path: "/reset-password",
    payload: "body",
    request: ResetPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  },
})
