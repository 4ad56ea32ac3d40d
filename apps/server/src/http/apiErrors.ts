import { apiPrefix } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse, HttpServerRequest as Request } from "effect/http"

const isApiPath = (url: string) =>
  url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`)

/** An `/api/...` path no call answers: JSON like every other API error, never the portal's page. */
export const unknownApiPath = Effect.map(Effect.service(Request.HttpServerRequest), (request) =>
  HttpServerResponse.jsonUnsafe(
    {
      _tag: "NotFound",
      message: `There is no API call ${request.method} ${new URL(request.url, "http://api").pathname}.`,
    },
    { status: 404 },
  ),
)

export const internalErrorMessage = "Something went wrong on the server. Please try again later."

/**
 * Whatever escapes an API call (a bug, a lost database) is logged by the server and answered as an
 * empty 500; this gives that answer the API's JSON shape and a sentence the portal can show. The
 * cause stays in the log, never in the answer.
 */
export const serverErrorsAsJson = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
) =>
  Effect.succeed(
    response.status >= 500 && response.body._tag === "Empty" && isApiPath(request.url)
      ? HttpServerResponse.jsonUnsafe(
          { _tag: "InternalServerError", message: internalErrorMessage },
          { status: response.status, headers: response.headers },
        )
      : response,
  )
