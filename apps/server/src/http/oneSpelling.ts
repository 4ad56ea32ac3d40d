import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * How the router reads paths: letters as written (`/api/STAFF/news` is not `/api/staff/news`), an
 * empty segment kept (`//` matches nothing), a trailing slash ignored (links written either way
 * keep working, as they always have).
 */
export const routerConfig = { caseSensitive: true, ignoreDuplicateSlashes: false, ignoreTrailingSlash: true }

/** The path of a request target, origin-form (`/a?b`) or absolute-form (`http://host/a?b`). */
const pathOfTarget = (target: string) => {
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  return path.startsWith("/") ? path : path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
}

/**
 * The router reads a `;` as the end of the path (`/api/staff/news/1;x` would be news 1) and may
 * join empty segments, so one route would answer to many spellings. A path with either is answered
 * 404 here before any route sees it: each route has one spelling, the one links use.
 */
const otherSpelling = (path: string) => path.includes(";") || path.includes("//")

// Empty: under /api it gets the API's JSON "no such call" body (apiErrors.ts).
const notFound = HttpServerResponse.empty({ status: 404 })

export const refuseOtherSpellings = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.flatMap(Effect.service(HttpServerRequest.HttpServerRequest), (request) =>
    otherSpelling(pathOfTarget(request.url)) ? Effect.succeed(notFound) : app,
  )
