import type { ApiFailure, SignedInResponse } from "@gatehouse/api-client"
import { sessionEndpoints, validationMessages } from "@gatehouse/api-client"
import { type LoginForm, loginOutcome } from "@gatehouse/domain"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { performAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"
import { alertTitles } from "../dialogs/alertTitles.ts"
import { reportPlainFailure } from "../dialogs/failureReports.ts"

/** The title of the alert that greets staff at login. */
export const adminGreetingTitle = alertTitles.success

type LoginServices = Pick<
  PortalServices,
  "clientFor" | "session" | "handlers" | "loginInProgress" | "queries"
>

/** Where a login stands after a step: done (signed in, or told why not), or waiting for a code. */
export type LoginStep =
  | { readonly _tag: "Done" }
  | { readonly _tag: "CodeNeeded"; readonly challenge: string; readonly message: string }
  /** The code was refused; the dialog stays open and shows why. */
  | { readonly _tag: "CodeRefused"; readonly challenge: string; readonly message: string }

const done: LoginStep = { _tag: "Done" }

/** The domain's session rules on a signed-in answer: a player is logged in, staff are greeted. */
const keepSession = (services: LoginServices, answer: SignedInResponse) =>
  Effect.gen(function* () {
    const outcome = loginOutcome(answer.data)
    services.session.set(outcome.session)
    if (outcome._tag === "Rejected") return yield* alertOf(services.handlers, undefined, outcome.error)
    if (outcome.greeting !== null) yield* alertOf(services.handlers, adminGreetingTitle, outcome.greeting)
  })

/** `loginInProgress` is set until the answer is in. */
const whileInProgress = <A, E>(services: LoginServices, call: Effect.Effect<A, E>) =>
  Effect.sync(() => services.loginInProgress.set(true)).pipe(
    Effect.andThen(call),
    Effect.ensuring(Effect.sync(() => services.loginInProgress.set(false))),
  )

/**
 * POST /processlogin with the checked form, then the domain's session rules (spec §4): a player is
 * logged in, staff are logged in and greeted, any other answer clears the session and is told in a
 * plain alert. A refused call (a wrong password) is told in a plain alert too, with the server's
 * error (spec §8 login errors). An account with two-step sign-in answers with a pending login
 * instead: the caller asks for the code and goes on with {@link logInWithCode}. Its pending state
 * is `loginInProgress`, which outlives the form that started it (see `loginSteps.ts`).
 */
export const logIn = (services: LoginServices, form: LoginForm): Effect.Effect<LoginStep> =>
  performAction(services, {
    call: whileInProgress(
      services,
      services.clientFor(sessionEndpoints).processLogin({ UserID: form.username, UserPass: form.password }),
    ),
    told: (answer) => ("secondStep" in answer ? Effect.void : keepSession(services, answer)),
    report: reportPlainFailure,
  }).pipe(
    Effect.map(
      (answer): LoginStep =>
        Result.isSuccess(answer) && "secondStep" in answer.success
          ? { _tag: "CodeNeeded", ...answer.success.secondStep }
          : done,
    ),
  )

/** The server's sentence for a refused code: its field message, else its message. */
const refusalOf = (failure: ApiFailure) => validationMessages(failure)[0]

/**
 * POST /processlogin/code with the pending login and the code (from the app, or a recovery code).
 * A wrong code keeps the dialog open with the server's sentence; a login that waited too long, too
 * many tries, or a failed call end the step with the usual plain alert.
 */
export const logInWithCode = (
  services: LoginServices,
  challenge: string,
  code: string,
): Effect.Effect<LoginStep> =>
  performAction(services, {
    call: whileInProgress(
      services,
      services.clientFor(sessionEndpoints).processLoginCode({ challenge, code }),
    ),
    told: (answer) => keepSession(services, answer),
    report: (failure, handlers) =>
      refusalOf(failure) === undefined ? reportPlainFailure(failure, handlers) : Effect.void,
  }).pipe(
    Effect.map((answer): LoginStep => {
      const refusal = Result.isFailure(answer) ? refusalOf(answer.failure) : undefined
      return refusal === undefined ? done : { _tag: "CodeRefused", challenge, message: refusal }
    }),
  )
