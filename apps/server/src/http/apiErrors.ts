import { invalidRequestMessage } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse, HttpServerRequest as Request } from "effect/http"
import { isApiPath } from "./apiPath.ts"
import { bodyTooLargeMessage } from "./bodyLimit.ts"

/** An `/api/...` path no call answers: JSON like every other API error, never the portal's page. */
const noSuchCall = (request: HttpServerRequest.HttpServerRequest) => ({
  _tag: "NotFound",
  message: `There is no API call ${request.method} ${new URL(request.url, "http://api").pathname}.`,
})

export const unknownApiPath = Effect.map(Effect.service(Request.HttpServerRequest), (request) =>
  HttpServerResponse.jsonUnsafe(noSuchCall(request), { status: 404 }),
)

export const internalErrorMessage = "Something went wrong on the server. Please try again later."

const bodyForStatus = (request: HttpServerRequest.HttpServerRequest, status: number) => {
  if (status === 404) return noSuchCall(request)
  // The platform stops reading a body without a declared length at the limit and answers 413.
  if (status === 413) return { _tag: "PayloadTooLarge", message: bodyTooLargeMessage }
  if (status >= 500) return { _tag: "InternalServerError", message: internalErrorMessage }
  return { _tag: "InvalidRequest", message: invalidRequestMessage }
}

/**
 * Some failures are answered before any API code runs, with an empty body: a path the router cannot
 * even read (`/api/getspecificnews/%`), or an unexpected error, which observability/requests.ts logs
 * at error level with its cause and the request id and answers as a bare 500. This gives every such
 * answer under /api the API's JSON shape and a sentence the portal can show; the cause stays in the
 * log, never in the answer.
 */
export const emptyApiErrorsAsJson = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
) =>
  Effect.succeed(
    response.status >= 400 && response.body._tag === "Empty" && isApiPath(request.url)
      ? HttpServerResponse.jsonUnsafe(bodyForStatus(request, response.status), {
          status: response.status,
          headers: response.headers,
        })
      : response,
  )
