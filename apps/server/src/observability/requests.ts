import { randomUUID } from "node:crypto"
import { apiPrefix } from "@gatehouse/api-client/contract"
import { type Cause, Clock, Data, Duration, Effect, Metric } from "effect"
import { HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlError } from "effect/sql"
import { isApiPath } from "../http/apiPath.ts"
import { CurrentHoldSlot, type HeldAnswers, sendAnswer } from "../http/heldAnswers.ts"
import { mediaPrefix } from "../media/catalog.ts"
import { HashingBusy } from "../security/HashingQueue.ts"
import { uploadsPath } from "../staff/Uploads.ts"
import { MatchedRoute, type MatchedRouteHolder } from "./matchedRoute.ts"
import { attributed, busyAnswers, httpRequestDuration, httpRequests } from "./metrics.ts"

const requestsBy = attributed(httpRequests)
const durationBy = attributed(httpRequestDuration)
const busyAnswersBy = attributed(busyAnswers)

/** The header that carries a request's id in and out. */
export const requestIdHeader = "x-request-id"

/** What the portal shows when the database is too busy to answer in time. */
export const busyMessage = "The server is busy. Please try again in a moment."

/** The JSON answer of a request that timed out waiting for the database or its deadline. */
export const busyAnswer = { _tag: "ServiceUnavailable", message: busyMessage } as const

/**
 * An id a proxy or client chose is kept when it is short and made of safe characters, so logs of
 * the proxy and the server can be joined; anything else (too long, spaces, quotes, control
 * characters that could forge log lines) is replaced by one of our own.
 */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{8,64}$/

export const requestIdOf = (request: HttpServerRequest.HttpServerRequest) => {
  const incoming = request.headers[requestIdHeader]
  return incoming !== undefined && wellFormedRequestId.test(incoming) ? incoming : randomUUID()
}

/** An API request that ran past `REQUEST_TIMEOUT_MS`, waiting for a connection included. */
export class RequestDeadlinePassed extends Data.TaggedError("RequestDeadlinePassed")<{
  readonly message: string
}> {}

const pathOf = (url: string) => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Names for the catch-all routes, whose templates say less than these. */
const catchAllNames: Readonly<Record<string, string>> = {
  [`${apiPrefix}/*`]: "/api/(unknown)",
  [`${mediaPrefix}/*`]: "/media",
  [`${uploadsPath}/*`]: "/media",
  "/*": "portal",
}

/**
 * The route name of metric attributes: the template the request matched (`/api/buyitem`,
 * `/api/getnewsall/:category`), `/api/(unknown)` for API paths nobody serves, `/media` for the
 * pictures, `portal` for every page; a request no route took is `(unmatched)`. The set is fixed
 * by the routes, so no path a stranger makes up can grow the metric store.
 */
const routeName = (template: string | undefined) =>
  template === undefined ? "(unmatched)" : (catchAllNames[template] ?? template)

/** The errors of an answer, then their causes, a few levels down. */
const errorsOf = (cause: Cause.Cause<unknown>) => {
  const found: Array<unknown> = []
  for (const reason of cause.reasons) {
    let error: unknown =
      reason._tag === "Die" ? reason.defect : reason._tag === "Fail" ? reason.error : undefined
    for (let depth = 0; depth < 4 && error !== undefined && error !== null; depth += 1) {
      found.push(error)
      error = typeof error === "object" && "cause" in error ? error.cause : undefined
    }
  }
  return found
}

/**
 * Why the answer is "busy": a lock wait (55P03), a statement limit (57014), the deadline, a
 * database that cannot be reached (a lost or refused connection: a restart, a failover), or a full
 * line for password hashing (turned away before any work started).
 */
const busyReason = (cause: Cause.Cause<unknown>) => {
  for (const error of errorsOf(cause)) {
    if (error instanceof RequestDeadlinePassed) return "deadline"
    if (error instanceof HashingBusy) return "hashing"
    if (SqlError.isSqlError(error)) {
      if (error.reason._tag === "LockTimeoutError") return "lock"
      if (error.reason._tag === "StatementTimeoutError") return "statement"
      if (error.reason._tag === "ConnectionError") return "connection"
    }
  }
  return undefined
}

/** How long a client is asked to wait before it tries a busy server again. */
const retryAfterSeconds = "2"

/** One line per request (method, path, status, duration) and the request metrics; the answer carries its id. */
const answered = (
  request: HttpServerRequest.HttpServerRequest,
  requestId: string,
  path: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  durationMs: number,
) =>
  Effect.gen(function* () {
    yield* Metric.update(
      requestsBy({ method: request.method, route, status: `${Math.floor(response.status / 100)}xx` }),
      1,
    )
    yield* Metric.update(durationBy({ method: request.method, route }), durationMs / 1000)
    yield* Effect.logInfo(`${request.method} ${path.slice(0, 200)} ${response.status} ${durationMs}ms`).pipe(
      Effect.annotateLogs({
        requestId,
        method: request.method,
        path: path.slice(0, 200),
        status: response.status,
        durationMs,
      }),
    )
    return HttpServerResponse.setHeader(response, requestIdHeader, requestId)
  })

/**
 * Wraps the whole app: every request gets an id (echoed in `X-Request-Id` and carried by every log
 * line written while it runs), API requests get a deadline, and a request that failed is answered
 * here, so that its cause is logged once, at error level, beside the request id, and never sent.
 * A lock or statement timeout, a passed deadline or a database out of reach answers 503 with a
 * sentence the portal shows.
 * An answer held in memory (http/heldAnswers.ts) is sent without any of that: it cannot fail or wait.
 * Then one line per request (method, path, status, duration) and the request metrics.
 */
export const observeRequests =
  (options: { readonly requestTimeout: Duration.Duration; readonly held: HeldAnswers["Service"] }) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const requestId = requestIdOf(request)
      const path = pathOf(request.url)
      const startedAt = yield* Clock.currentTimeMillis
      const fromMemory = options.held.find(request, startedAt)
      if (fromMemory !== undefined) {
        const sent = yield* sendAnswer(request, fromMemory.answer)
        const durationMs = (yield* Clock.currentTimeMillis) - startedAt
        return yield* answered(request, requestId, path, fromMemory.route, sent, durationMs)
      }
      const bounded = isApiPath(path)
        ? Effect.timeoutOrElse(app, {
            duration: options.requestTimeout,
            orElse: () =>
              Effect.die(
                new RequestDeadlinePassed({
                  message: `The request took longer than ${Duration.format(options.requestTimeout)}.`,
                }),
              ),
          })
        : app
      const matched: MatchedRouteHolder = { template: undefined }
      const slot = options.held.open()
      const response = yield* bounded.pipe(
        Effect.provideService(MatchedRoute, matched),
        Effect.provideService(CurrentHoldSlot, slot),
        Effect.catchCause((cause) =>
          Effect.gen(function* () {
            const busy = busyReason(cause)
            if (busy !== undefined) {
              yield* Metric.update(busyAnswersBy({ reason: busy }), 1)
              // A full hashing line is load shed as designed: a warning, not an error, each time.
              yield* (
                busy === "hashing"
                  ? Effect.logWarning("Answered 503: too many passwords were being checked at once")
                  : Effect.logError("Answered 503: the database was busy or out of reach", cause)
              ).pipe(Effect.annotateLogs({ busy }))
              return HttpServerResponse.jsonUnsafe(busyAnswer, {
                status: 503,
                headers: { "retry-after": retryAfterSeconds },
              })
            }
            // The same answer the server would give on its own (a typed error's status, else 500).
            const [answer] = yield* HttpServerError.causeResponse(cause)
            if (answer.status >= 500) yield* Effect.logError("Answered with a server error", cause)
            return answer
          }),
        ),
        Effect.onInterrupt(() =>
          Effect.logInfo(`${request.method} ${path} abandoned by the client`).pipe(
            Effect.annotateLogs({ requestId }),
          ),
        ),
        Effect.annotateLogs({ requestId }),
        Effect.annotateSpans({ "http.request.id": requestId }),
      )
      const finishedAt = yield* Clock.currentTimeMillis
      const route = routeName(matched.template)
      options.held.keep(request, response, slot, route, finishedAt)
      return yield* answered(request, requestId, path, route, response, finishedAt - startedAt)
    })
