import { accountEndpoints } from "@gatehouse/api-client"
import { delays } from "@gatehouse/domain"
import type { RegisterValues } from "@gatehouse/ui"
import { Duration, Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf, announce } from "../dialogs/alerts.ts"
import { reportRegistrationFailure, successTitle } from "./accountDialogs.ts"

type RegisterServices = Pick<PortalServices, "clientFor" | "handlers" | "navigate">

/** Where a new player goes once registered (spec §4 Registration). */
export const afterRegistrationPath = "/"

/**
 * POST /register (spec §4, §8): status 1 shows the message and goes home 1 s later; any other status
 * shows the message; a refusal shows the server's form errors as a starred list.
 */
export const register = (services: RegisterServices, values: RegisterValues): Effect.Effect<void> =>
  Effect.gen(function* () {
    const answer = yield* services.clientFor(accountEndpoints).register(values).pipe(Effect.result)
    if (Result.isFailure(answer)) return yield* reportRegistrationFailure(answer.failure, services.handlers)
    if (answer.success.status !== 1)
      return yield* alertOf(services.handlers, undefined, answer.success.message)
    yield* announce(services.handlers, successTitle, answer.success.message)
    yield* Effect.sleep(Duration.millis(delays.registrationRedirectMs))
    yield* Effect.sync(() => services.navigate(afterRegistrationPath))
  })
