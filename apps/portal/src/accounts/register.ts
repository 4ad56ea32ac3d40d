import { accountEndpoints, type RegisterResponse } from "@gatehouse/api-client"
import { delays } from "@gatehouse/domain"
import type { RegisterValues } from "@gatehouse/ui"
import { Duration, Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf, announce } from "../dialogs/alerts.ts"
import { reportRegistrationFailure, successTitle } from "./accountDialogs.ts"

type RegisterServices = Pick<PortalServices, "clientFor" | "handlers" | "navigate">

/** Where a new player goes once registered (spec §4 Registration). */
export const afterRegistrationPath = "/"

/**
 * POST /register (spec §4, §8): status 1 shows the message and goes home 1 s later; any other status
 * shows the message; a refusal shows the server's form errors as a starred list.
 */
export const register = (
  services: RegisterServices,
  values: RegisterValues,
): ClientAction<RegisterResponse> => ({
  call: services.clientFor(accountEndpoints).register(values),
  told: (answer) =>
    answer.status !== 1
      ? alertOf(services.handlers, undefined, answer.message)
      : announce(services.handlers, successTitle, answer.message).pipe(
          Effect.andThen(Effect.sleep(Duration.millis(delays.registrationRedirectMs))),
          Effect.andThen(Effect.sync(() => services.navigate(afterRegistrationPath))),
        ),
  report: reportRegistrationFailure,
})
