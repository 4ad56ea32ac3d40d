import { MessageResponse } from "../../schemas/common.ts"
import { LoginCodePayload, LoginPayload, LoginResponse, SignedInResponse } from "../../schemas/login.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * Signing in and out: the login box every page shows, and the logout of every page's welcome box.
 */
export const sessionEndpoints = contractCalls({
  processLogin: {
    method: "POST",
    path: "/processlogin",
    payload: "body",
    request: LoginPayload,
    success: LoginResponse,
    requiresAuth: false,
  },
  /** The login's second step, when the answer above asked for it (two-step sign-in). */
  processLoginCode: {
    method: "POST",
    path: "/processlogin/code",
    payload: "body",
    request: LoginCodePayload,
    success: SignedInResponse,
    requiresAuth: false,
  },
  logout: {
    method: "POST",
    path: "/logout",
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  },
})
