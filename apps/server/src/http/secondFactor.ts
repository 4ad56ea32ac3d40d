import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { accountMessages } from "../accounts/messages.ts"
import { SecondFactor } from "../accounts/SecondFactor.ts"
import { secondFactorMessages } from "../accounts/secondFactorMessages.ts"
import { ClientAddress } from "./clientAddress.ts"
import { answerRefusals } from "./refusals.ts"

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
          const { user, token } = yield* answerRefusals(
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
          const setUp = yield* answerRefusals(secondFactor.setUp(yield* CurrentUser))
          return { ...setUp, message: secondFactorMessages.setupStarted }
        }),
      )
      .handle("confirmSecondFactor", ({ payload }) =>
        Effect.gen(function* () {
          const recoveryCodes = yield* answerRefusals(secondFactor.confirm(yield* CurrentUser, payload.code))
          return { message: secondFactorMessages.turnedOn, recoveryCodes }
        }),
      )
      .handle("disableSecondFactor", ({ payload }) =>
        Effect.gen(function* () {
          yield* answerRefusals(secondFactor.turnOff(yield* CurrentUser, payload.proof))
          return { message: secondFactorMessages.turnedOff }
        }),
      )
  }),
)
