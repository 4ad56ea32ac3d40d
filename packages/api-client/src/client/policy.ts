import { Deferred, Duration, Effect } from "effect"
import type { ApiFailure } from "./failures.ts"
import { actionErrorText, actionErrorTitle, clientFailureTexts } from "./failureText.ts"

export const sessionExpiredMessage = clientFailureTexts.sessionExpired
export const networkErrorMessage = clientFailureTexts.network
/** After a 401 the player is sent home this long after the alerts close (spec §4, §9). */
export const sessionExpiredRedirectDelay = Duration.millis(500)
export const sessionExpiredRedirectPath = "/"

/**
 * What the portal lends the policy: its dialogs, its session store and its router. An alert may
 * return a promise that settles when the dialog closes; the policy waits for it, as the browser's
 * own alert would block.
 */
export interface PolicyHandlers {
  readonly alert: (title: string | undefined, text: string) => void | Promise<void>
  readonly clearSession: () => void
  readonly redirect: (path: string) => void
}

const alert = (handlers: PolicyHandlers, title: string | undefined, text: string) =>
  Effect.promise(async () => handlers.alert(title, text))

const expireSession = (handlers: PolicyHandlers, serverMessage: string | null | undefined) =>
  Effect.gen(function* () {
    yield* Effect.sync(() => handlers.clearSession())
    if (serverMessage) yield* alert(handlers, undefined, serverMessage)
    yield* alert(handlers, undefined, sessionExpiredMessage)
    yield* Effect.sleep(sessionExpiredRedirectDelay)
    yield* Effect.sync(() => handlers.redirect(sessionExpiredRedirectPath))
  })

/** The 401 sequence a portal is going through now, so calls failing at the same time join it. */
const expiriesUnderWay = new WeakMap<PolicyHandlers, Deferred.Deferred<void>>()

/**
 * One 401 sequence however many calls fail at once: a page whose calls all carried the expired token
 * gets their 401s together, and the player is told once. A call failing while the sequence is under
 * way waits for it to end; one failing after it starts a new one.
 */
const expireSessionOnce = (handlers: PolicyHandlers, serverMessage: string | null | undefined) =>
  Effect.suspend(() => {
    const underWay = expiriesUnderWay.get(handlers)
    if (underWay !== undefined) return Deferred.await(underWay)
    const ended = Deferred.makeUnsafe<void>()
    expiriesUnderWay.set(handlers, ended)
    return expireSession(handlers, serverMessage).pipe(
      Effect.ensuring(
        Effect.sync(() => {
          expiriesUnderWay.delete(handlers)
          Deferred.doneUnsafe(ended, Effect.void)
        }),
      ),
    )
  })

/**
 * The failures the policy tells the player about itself, whatever screen made the call: a missing
 * answer, a 401 and a 429. A screen that told them again would say the same thing twice.
 */
export const isReportedByPolicy = (failure: ApiFailure): boolean =>
  failure._tag === "ApiNetworkError" ||
  (failure._tag === "ApiHttpError" && (failure.status === 401 || failure.status === 429))

/**
 * Spec §8 for every call, whatever screen made it: 401 ends the session, 429 and a missing answer
 * are told in an alert. Other failures are left to the screen (404 and 500 get nothing special).
 */
export const applyResponsePolicy = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> => {
  if (!isReportedByPolicy(failure)) return Effect.void
  switch (failure._tag) {
    case "ApiNetworkError":
      return alert(handlers, undefined, networkErrorMessage)
    case "ApiHttpError":
      if (failure.status === 401)
        return expireSessionOnce(handlers, failure.body.message ?? failure.body.error)
      return alert(handlers, undefined, clientFailureTexts.tooManyRequests)
    case "ApiDecodeError":
      return Effect.void
  }
}

/** Spec §8 action errors: a dialog titled 'ERROR!' with the best text the failure offers. */
export const reportActionError = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alert(handlers, actionErrorTitle, actionErrorText(failure))
