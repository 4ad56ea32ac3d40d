import { sessionEndpoints } from "@gatehouse/api-client"
import { type LoginForm, loginOutcome } from "@gatehouse/domain"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { reportPlainFailure } from "../dialogs/failureReports.ts"

/** The title of the alert that greets staff at login. */
export const adminGreetingTitle = "Success!"

type LoginServices = Pick<PortalServices, "clientFor" | "session" | "handlers" | "loginInProgress">

/**
 * POST /processlogin with the checked form, then the domain's session rules (spec §4): a player is
 * logged in, staff are logged in and greeted, any other answer clears the session and is told in a
 * plain alert. A refused call (a wrong password) is told in a plain alert too, with the server's
 * error (spec §8 login errors). `loginInProgress` is set until the answer is in.
 */
export const logIn = (services: LoginServices, form: LoginForm): Effect.Effect<void> => {
  const { clientFor, session, handlers, loginInProgress } = services
  return Effect.gen(function* () {
    loginInProgress.set(true)
    const answer = yield* clientFor(sessionEndpoints)
      .processLogin({ UserID: form.username, UserPass: form.password })
      .pipe(Effect.result, Effect.ensuring(Effect.sync(() => loginInProgress.set(false))))
    if (Result.isFailure(answer)) return yield* reportPlainFailure(answer.failure, handlers)
    const outcome = loginOutcome(answer.success.data)
    session.set(outcome.session)
    if (outcome._tag === "Rejected") return yield* alertOf(handlers, undefined, outcome.error)
    if (outcome.greeting !== null) yield* alertOf(handlers, adminGreetingTitle, outcome.greeting)
  })
}
