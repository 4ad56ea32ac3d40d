import { Authorization, CurrentUser, Unauthorized } from "@gatehouse/api-client/contract"
import { Effect, Layer, Option, Redacted } from "effect"
import { Sessions } from "../../accounts/Sessions.ts"

/** What a signed-in call answers without a valid session; the portal then ends its session. */
export const sessionRequiredMessage = "Please log in to continue."

/** Checks the bearer token of signed-in calls and hands the handler its player. */
export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const sessions = yield* Sessions
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const user = yield* sessions.authenticate(Redacted.value(credential))
          if (Option.isNone(user)) return yield* new Unauthorized({ message: sessionRequiredMessage })
          return yield* Effect.provideService(httpEffect, CurrentUser, user.value)
        }),
    })
  }),
)
