import {
  Conflict,
  CurrentUser,
  Forbidden,
  GatehouseApi,
  TooManyRequests,
  ValidationFailed,
} from "@gatehouse/api-client/contract"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import type { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AccountService, type SignedIn } from "../accounts/AccountService.ts"
import type { AccountInputRejected, AccountTaken, NotPermitted, TooManyGuesses } from "../accounts/errors.ts"
import { IpWhitelist } from "../accounts/IpWhitelist.ts"
import { accountMessages } from "../accounts/messages.ts"
import { secondFactorMessages } from "../accounts/secondFactorMessages.ts"
import { ClientAddress } from "./clientAddress.ts"
import { answerRefusals } from "./refusals.ts"

type AccountError = AccountInputRejected | AccountTaken | NotPermitted | TooManyGuesses

/** The contract's error for each account error, so each call declares only what it can answer. */
type HttpErrorOf<E> = E extends AccountInputRejected
  ? ValidationFailed
  : E extends AccountTaken
    ? Conflict
    : E extends NotPermitted
      ? Forbidden
      : E extends TooManyGuesses
        ? TooManyRequests
        : E

const toHttpError = (error: AccountError) => {
  switch (error._tag) {
    case "AccountInputRejected":
      return new ValidationFailed(
        error.errors === undefined
          ? { message: error.message }
          : { message: error.message, errors: error.errors },
      )
    case "AccountTaken":
      return new Conflict({ message: error.message })
    case "NotPermitted":
      return new Forbidden({ message: error.message })
    case "TooManyGuesses":
      return new TooManyRequests({ message: tooManyRequestsMessage })
  }
}

/** Answers an account error with its status: 422, 409, 403 or 429 (spec §8's sentence). */
const answered = <A, E extends AccountError, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.mapError(effect, toHttpError) as Effect.Effect<A, HttpErrorOf<E>, R>

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
        answered(
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
          yield* answered(service.register(payload))
          return { message: accountMessages.registered, status: 1 }
        }),
      )
      .handle("updateUserDetails", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* answered(service.updateDetails(yield* signedIn(request), payload, payload))
          return { message: accountMessages.detailsUpdated }
        }),
      )
      .handle("updatePassword", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* answered(
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
          const correct = yield* answered(
            service.validateSecretAnswer(yield* signedIn(request), payload, payload.secretAnswer),
          )
          return { message: correct ? accountMessages.secretAnswerCorrect : null }
        }),
      )
      .handle("validatePassword", ({ payload, request }) =>
        Effect.gen(function* () {
          const correct = yield* answered(
            service.validatePassword(yield* signedIn(request), payload, payload.UserPass),
          )
          return { message: correct ? accountMessages.passwordCorrect : null }
        }),
      )
      .handle("findUserId", ({ payload }) =>
        Effect.gen(function* () {
          yield* answered(service.findUserId(payload.findIDEmail))
          return { message: accountMessages.findIdSent }
        }),
      )
      .handle("findPassword", ({ payload }) =>
        Effect.gen(function* () {
          yield* answered(service.findPassword(payload.findPWID, payload.findPWEmail))
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
          yield* answered(service.resetPassword(payload.token, payload.NewUserPass))
          return { message: accountMessages.passwordReset }
        }),
      )
      .handle("getMailOutbox", () =>
        Effect.gen(function* () {
          return { data: yield* answered(service.mailOutbox(yield* CurrentUser)) }
        }),
      )
  }),
)
