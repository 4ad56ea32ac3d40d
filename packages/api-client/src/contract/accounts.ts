import { HttpApiEndpoint } from "effect/http-api"
import {
  FindPasswordPayload,
  FindUserIdPayload,
  MailOutboxResponse,
  PasswordCheckPayload,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  SecretAnswerPayload,
  UpdatePasswordPayload,
  UpdateUserDetailsPayload,
  UserIpResponse,
} from "../schemas/accounts.ts"
import { CheckResponse, MessageResponse } from "../schemas/common.ts"
import { LoginPayload, LoginResponse } from "../schemas/login.ts"
import { Conflict, Forbidden, NotFound, NotImplemented, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** Sign-in, registration, account recovery and the account page. */
export class AccountsGroup extends contractGroup("accounts").add(
  /** Wrong credentials are a 422, not a 401: a 401 means "your session ended" to the portal. */
  HttpApiEndpoint.post("processLogin", "/processlogin", {
    payload: LoginPayload,
    success: LoginResponse,
    error: ValidationFailed,
  }),
  HttpApiEndpoint.post("logout", "/logout", { success: MessageResponse }).middleware(Authorization),
  HttpApiEndpoint.post("register", "/register", {
    payload: RegisterPayload,
    success: RegisterResponse,
    error: [ValidationFailed, Conflict],
  }),
  HttpApiEndpoint.post("updateUserDetails", "/updateuserdetails", {
    payload: UpdateUserDetailsPayload,
    success: MessageResponse,
    error: [ValidationFailed, Forbidden, Conflict],
  }).middleware(Authorization),
  HttpApiEndpoint.post("findUserId", "/findUserID", {
    payload: FindUserIdPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotImplemented],
  }),
  HttpApiEndpoint.post("findPassword", "/findPassword", {
    payload: FindPasswordPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotImplemented],
  }),
  HttpApiEndpoint.post("updatePassword", "/updatepassword", {
    payload: UpdatePasswordPayload,
    success: MessageResponse,
    error: [ValidationFailed, Forbidden],
  }).middleware(Authorization),
  HttpApiEndpoint.post("validateSecretAnswer", "/validate-secret-answer", {
    payload: SecretAnswerPayload,
    success: CheckResponse,
    error: Forbidden,
  }).middleware(Authorization),
  HttpApiEndpoint.post("validatePassword", "/api/validate-password", {
    payload: PasswordCheckPayload,
    success: CheckResponse,
    error: Forbidden,
  }).middleware(Authorization),
  HttpApiEndpoint.post("whitelistUserIp", "/whitelist-user-ip", {
    success: MessageResponse,
    error: [NotFound, Conflict],
  }).middleware(Authorization),
  HttpApiEndpoint.get("getUserIp", "/user-ip", {
    success: UserIpResponse,
    error: NotFound,
  }).middleware(Authorization),
  /** Beyond spec §7: the screen behind the mailed reset link sets the new password. */
  HttpApiEndpoint.post("resetPassword", "/reset-password", {
    payload: ResetPasswordPayload,
    success: MessageResponse,
    error: ValidationFailed,
  }),
  /** Beyond spec §7: administrators (user type 20 or higher) read the mail the server sent or kept. */
  HttpApiEndpoint.get("getMailOutbox", "/staff/mail-outbox", {
    success: MailOutboxResponse,
    error: Forbidden,
  }).middleware(Authorization),
) {}
