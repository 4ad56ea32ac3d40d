import { accountEndpoints, type RegisterResponse } from "@gatehouse/api-client"
import { delays, isLoggedIn } from "@gatehouse/domain"
import type { RegisterValues } from "@gatehouse/ui"
import { Duration, Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf, announce } from "../dialogs/alerts.ts"
import { logIn } from "../login/logIn.ts"
import { reportRegistrationFailure, successTitle } from "./accountDialogs.ts"
import { newPlayerWelcomeOf } from "./newPlayerWelcome.ts"

type RegisterServices = Pick<
  PortalServices,
  "clientFor" | "handlers" | "navigate" | "session" | "loginInProgress" | "queries"
>

/** Where a new player goes once registered (spec §4 Registration). */
export const afterRegistrationPath = "/"

/**
 * The new account logs in with what was just typed, through the same login as the login page, and
 * the server's message is shown in the welcome that says what to do next. Should that login fail,
 * its own alert has said why, and the message is shown alone, as spec §4 has it.
 */
const logInNewPlayer = (services: RegisterServices, values: RegisterValues, message: string) =>
  logIn(services, { username: values.userId, password: values.userPassword }).pipe(
    Effect.andThen(() =>
      isLoggedIn(services.session.getSnapshot())
        ? Effect.sync(() => newPlayerWelcomeOf(services).set({ userId: values.userId, message }))
        : announce(services.handlers, successTitle, message),
    ),
  )

/**
 * POST /register (spec §4, §8): status 1 logs the new player in, shows the message in the welcome
 * and goes home 1 s later; any other status shows the message; a refusal shows the server's form
 * errors as a starred list.
 */
export const register = (
  services: RegisterServices,
  values: RegisterValues,
): ClientAction<RegisterResponse> => ({
  call: services.clientFor(accountEndpoints).register(values),
  told: (answer) =>
    answer.status !== 1
      ? alertOf(services.handlers, undefined, answer.message)
      : logInNewPlayer(services, values, answer.message).pipe(
          Effect.andThen(Effect.sleep(Duration.millis(delays.registrationRedirectMs))),
          Effect.andThen(Effect.sync(() => services.navigate(afterRegistrationPath))),
        ),
  report: reportRegistrationFailure,
})
