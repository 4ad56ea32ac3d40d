import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import { LoginCodePayload, SignedInResponse } from "../schemas/login.ts"
import {
  SecondFactorCodePayload,
  SecondFactorConfirmResponse,
  SecondFactorDisablePayload,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from "../schemas/secondFactor.ts"
import { Conflict, Forbidden, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * Two-step sign-in (ADR 0016, "Second factor"): the login's code step, and turning it on and off
 * on the account page. A wrong or spent code is a 422 like a wrong password; too many a 429.
 */
export class SecondFactorGroup extends contractGroup("secondFactor").add(
  /** The login's second step: a pending login (from /processlogin) and a code make the session. */
  HttpApiEndpoint.post("processLoginCode", "/processlogin/code", {
    payload: LoginCodePayload,
    success: SignedInResponse,
    error: ValidationFailed,
  }),
  HttpApiEndpoint.get("getSecondFactor", "/second-factor", {
    success: SecondFactorStatusResponse,
  }).middleware(Authorization),
  /** A new secret, which counts only once confirmed; 409 when two-step sign-in is already on. */
  HttpApiEndpoint.post("setUpSecondFactor", "/second-factor/setup", {
    success: SecondFactorSetupResponse,
    error: Conflict,
  }).middleware(Authorization),
  HttpApiEndpoint.post("confirmSecondFactor", "/second-factor/confirm", {
    payload: SecondFactorCodePayload,
    success: SecondFactorConfirmResponse,
    error: [ValidationFailed, Conflict],
  }).middleware(Authorization),
  /** 403 for staff while STAFF_SECOND_FACTOR is on: they must keep it. */
  HttpApiEndpoint.post("disableSecondFactor", "/second-factor/disable", {
    payload: SecondFactorDisablePayload,
    success: MessageResponse,
    error: [ValidationFailed, Conflict, Forbidden],
  }).middleware(Authorization),
) {}
