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
import { HttpApiBuilder } from "effect/http-api"
import type { AccountInputRejected, NotPermitted, TooManyGuesses } from "../accounts/errors.ts"
import { accountMessages } from "../accounts/messages.ts"
import { SecondFactor, type SecondFactorConflict } from "../accounts/SecondFactor.ts"
import { secondFactorMessages } from "../accounts/secondFactorMessages.ts"
import { ClientAddress } from "./clientAddress.ts"

type SecondFactorError = AccountInputRejected | NotPermitted | TooManyGuesses | SecondFactorConflict

type HttpErrorOf<E> = E extends AccountInputRejected
  ? ValidationFailed
  : E extends NotPermitted
    ? Forbidden
    : E extends TooManyGuesses
      ? TooManyRequests
      : E extends SecondFactorConflict
        ? Conflict
        : E

const toHttpError = (error: SecondFactorError) => {
  switch (error._tag) {
    case "AccountInputRejected":
      return new ValidationFailed(
        error.errors === undefined
          ? { message: error.message }
          : { message: error.message, errors: error.errors },
      )
    case "NotPermitted":
      return new Forbidden({ message: error.message })
    case "TooManyGuesses":
      return new TooManyRequests({ message: tooManyRequestsMessage })
    case "SecondFactorConflict":
      return new Conflict({ message: error.message })
  }
}

/** Answers each refusal with its status: 422, 403, 429 or 409. */
const answered = <A, E extends SecondFactorError, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.mapError(effect, toHttpError) as Effect.Effect<A, HttpErrorOf<E>, R>

/** Two-step sign-in: the login's code step and the account page's switch (SecondFactor). */
export const SecondFactorHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "secondFactor",
  Effect.fn(function* (handlers) {
    const secondFactor = yield* SecondFactor
    const clientAddress = yield* ClientAddress

    return handlers
      .handle("processLoginCode", ({ payload, request }) =>
        Effect.gen(function* () {
          const { user, token } = yield* answered(
            secondFactor.completeLogin(payload.challenge, payload.code, {
              address: clientAddress.of(request),
              userAgent: request.headers["user-agent"],
            }),
          )
          return {
            data: { user, token, message: accountMessages.loginSucceeded, status: user.UserType ?? 0 },
          }
        }),
      )
      .handle("getSecondFactor", () =>
        Effect.gen(function* () {
          return yield* secondFactor.status(yield* CurrentUser)
        }),
      )
      .handle("setUpSecondFactor", () =>
        Effect.gen(function* () {
          const setUp = yield* answered(secondFactor.setUp(yield* CurrentUser))
          return { ...setUp, message: secondFactorMessages.setupStarted }
        }),
      )
      .handle("confirmSecondFactor", ({ payload }) =>
        Effect.gen(function* () {
          const recoveryCodes = yield* answered(secondFactor.confirm(yield* CurrentUser, payload.code))
          return { message: secondFactorMessages.turnedOn, recoveryCodes }
        }),
      )
      .handle("disableSecondFactor", ({ payload }) =>
        Effect.gen(function* () {
          yield* answered(secondFactor.turnOff(yield* CurrentUser, payload.proof))
          return { message: secondFactorMessages.turnedOff }
        }),
      )
  }),
)
