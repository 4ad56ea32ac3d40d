import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * The largest request body the server reads. Every call of the contract sends a small JSON body
 * (a form, a code, a list of cart rows); 64 kB is far above the largest and far below what could
 * tie up the single embedded database connection or the event loop while it is parsed.
 */
export const maxRequestBodyBytes = 64 * 1024

/**
 * Except a staff member's picture upload: up to 2 MB of picture sent as base64 in JSON. The call
 * itself refuses anyone but staff before the body is used.
 */
const largeBodyPaths: ReadonlyMap<string, number> = new Map([["/api/staff/uploads", 3 * 1024 * 1024]])

const bodyLimitOf = (request: HttpServerRequest.HttpServerRequest) =>
  largeBodyPaths.get(new URL(request.url, "http://body").pathname) ?? maxRequestBodyBytes

export const bodyTooLargeMessage = "The request is too large."

const tooLarge = () =>
  HttpServerResponse.jsonUnsafe(
    { _tag: "PayloadTooLarge", message: bodyTooLargeMessage },
    // The rest of the body is never read, so the connection cannot carry another request.
    { status: 413, headers: { connection: "close" } },
  )

const declaredLength = (request: HttpServerRequest.HttpServerRequest) => {
  const header = request.headers["content-length"]
  return header === undefined ? undefined : Number(header)
}

/**
 * Refuses an oversized body with 413 before anything reads it: at once when its declared length says
 * so, and, for a body sent without a length, as soon as reading passes the limit (the platform stops
 * reading there and the answer is the same 413).
 */
export const limitRequestBodies = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.flatMap(Effect.service(HttpServerRequest.HttpServerRequest), (request) => {
    const length = declaredLength(request)
    const limit = bodyLimitOf(request)
    if (length !== undefined && length > limit) return Effect.succeed(tooLarge())
    return app.pipe(Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit)))
  })
