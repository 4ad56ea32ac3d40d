import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import type { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AccountService, type SignedIn } from "../accounts/AccountService.ts"
import { IpWhitelist } from "../accounts/IpWhitelist.ts"
import { accountMessages } from "../accounts/messages.ts"
import { secondFactorMessages } from "../accounts/secondFactorMessages.ts"
import { ClientAddress } from "./clientAddress.ts"
import { answerRefusals } from "./refusals.ts"

/** The bearer token of a signed-in call; the Authorization middleware has already checked it. */
const bearerToken = (request: HttpServerRequest.HttpServerRequest) =>
  (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "").trim()

/**
 * Login, registration, recovery and the account page: each handler checks the input can be stored,
 * calls the AccountService and turns its answer into the contract's.
 */
export const AccountsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "accounts",
  Effect.fn(function* (handlers) {
    const service = yield* AccountService
    const whitelist = yield* IpWhitelist
    const clientAddress = yield* ClientAddress

    const callerOf = (request: HttpServerRequest.HttpServerRequest) => ({
      address: clientAddress.of(request),
      userAgent: request.headers["user-agent"],
    })
    const signedIn = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.map(
        Effect.service(CurrentUser),
        (user): SignedIn => ({ ...callerOf(request), user, token: bearerToken(request) }),
      )

    return handlers
      .handle("processLogin", ({ payload, request }) =>
        answerRefusals(
          service.login(payload.UserID, payload.UserPass, callerOf(request)).pipe(
            Effect.map(({ user, token }) => ({
              data: { user, token, message: accountMessages.loginSucceeded, status: user.UserType ?? 0 },
            })),
            // The password was right; the account wants a code before any session (http/secondFactor.ts).
            Effect.catchTag("SecondStepNeeded", ({ challenge }) =>
              Effect.succeed({ secondStep: { challenge, message: secondFactorMessages.codeNeeded } }),
            ),
          ),
        ),
      )
      .handle("logout", ({ request }) =>
        Effect.as(service.logout(bearerToken(request)), { message: accountMessages.loggedOut }),
      )
      .handle("register", ({ payload }) =>
        Effect.gen(function* () {
          yield* answerRefusals(service.register(payload))
          return { message: accountMessages.registered, status: 1 }
        }),
      )
      .handle("updateUserDetails", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* answerRefusals(service.updateDetails(yield* signedIn(request), payload, payload))
          return { message: accountMessages.detailsUpdated }
        }),
      )
      .handle("updatePassword", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* answerRefusals(
            service.changePassword(yield* signedIn(request), payload, {
              current: payload.UserPass,
              next: payload.NewUserPass,
            }),
          )
          return { message: accountMessages.passwordChanged }
        }),
      )
      .handle("validateSecretAnswer", ({ payload, request }) =>
        Effect.gen(function* () {
          const correct = yield* answerRefusals(
            service.validateSecretAnswer(yield* signedIn(request), payload, payload.secretAnswer),
          )
          return { message: correct ? accountMessages.secretAnswerCorrect : null }
        }),
      )
      .handle("validatePassword", ({ payload, request }) =>
        Effect.gen(function* () {
          const correct = yield* answerRefusals(
            service.validatePassword(yield* signedIn(request), payload, payload.UserPass),
          )
          return { message: correct ? accountMessages.passwordCorrect : null }
        }),
      )
      .handle("findUserId", ({ payload }) =>
        Effect.gen(function* () {
          yield* answerRefusals(service.findUserId(payload.findIDEmail))
          return { message: accountMessages.findIdSent }
        }),
      )
      .handle("findPassword", ({ payload }) =>
        Effect.gen(function* () {
          yield* answerRefusals(service.findPassword(payload.findPWID, payload.findPWEmail))
          return { message: accountMessages.findPasswordSent }
        }),
      )
      .handle("whitelistUserIp", ({ request }) =>
        Effect.gen(function* () {
          const current = yield* CurrentUser
          yield* answerRefusals(whitelist.request(current.UserNum, clientAddress.of(request)))
          return { message: accountMessages.ipRequested }
        }),
      )
      .handle("getUserIp", ({ request }) =>
        Effect.gen(function* () {
          const current = yield* CurrentUser
          const useripdata = yield* whitelist.connectionInfo(current.UserNum, clientAddress.of(request))
          return { useripdata }
        }),
      )
      .handle("resetPassword", ({ payload }) =>
        Effect.gen(function* () {
          yield* answerRefusals(service.resetPassword(payload.token, payload.NewUserPass))
          return { message: accountMessages.passwordReset }
        }),
      )
      .handle("getMailOutbox", () =>
        Effect.gen(function* () {
          return { data: yield* answerRefusals(service.mailOutbox(yield* CurrentUser)) }
        }),
      )
  }),
)
