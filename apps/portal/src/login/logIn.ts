import type { ApiFailure, SignedInResponse } from "@gatehouse/api-client"
import { sessionEndpoints, validationMessages } from "@gatehouse/api-client"
import { type LoginForm, loginOutcome } from "@gatehouse/domain"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { reportPlainFailure } from "../dialogs/failureReports.ts"

/** The title of the alert that greets staff at login. */
export const adminGreetingTitle = "Success!"

type LoginServices = Pick<PortalServices, "clientFor" | "session" | "handlers" | "loginInProgress">

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
    Effect.result,
    Effect.ensuring(Effect.sync(() => services.loginInProgress.set(false))),
  )

/**
 * POST /processlogin with the checked form, then the domain's session rules (spec §4): a player is
 * logged in, staff are logged in and greeted, any other answer clears the session and is told in a
 * plain alert. A refused call (a wrong password) is told in a plain alert too, with the server's
 * error (spec §8 login errors). An account with two-step sign-in answers with a pending login
 * instead: the caller asks for the code and goes on with {@link logInWithCode}.
 */
export const logIn = (services: LoginServices, form: LoginForm): Effect.Effect<LoginStep> =>
  Effect.gen(function* () {
    const answer = yield* whileInProgress(
      services,
      services.clientFor(sessionEndpoints).processLogin({ UserID: form.username, UserPass: form.password }),
    )
    if (Result.isFailure(answer))
      return yield* reportPlainFailure(answer.failure, services.handlers).pipe(Effect.as(done))
    if ("secondStep" in answer.success) return { _tag: "CodeNeeded", ...answer.success.secondStep }
    yield* keepSession(services, answer.success)
    return done
  })

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
  Effect.gen(function* () {
    const answer = yield* whileInProgress(
      services,
      services.clientFor(sessionEndpoints).processLoginCode({ challenge, code }),
    )
    if (Result.isFailure(answer)) {
      const refusal = refusalOf(answer.failure)
      if (refusal !== undefined) return { _tag: "CodeRefused", challenge, message: refusal }
      return yield* reportPlainFailure(answer.failure, services.handlers).pipe(Effect.as(done))
    }
    yield* keepSession(services, answer.success)
    return done
  })
