import { Effect } from "effect"
import { HttpBody, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { compress, isCompressible, negotiateEncoding } from "./compression.ts"

/**
 * Compresses text answers that are not compressed yet (API JSON above all) when the client accepts
 * it: a rankings answer shrinks from about 100 kB to about 10 kB, which matters on a phone on a
 * slow network. Files from disk arrive here already compressed and pass through.
 */
export const compressAnswers = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
) =>
  Effect.gen(function* () {
    const body = response.body
    if (body._tag !== "Uint8Array" || response.headers["content-encoding"] !== undefined) return response
    if (!isCompressible(body.contentType, body.contentLength)) return response
    const encoding = negotiateEncoding(request.headers["accept-encoding"])
    const varied = HttpServerResponse.setHeader(response, "vary", "Accept-Encoding")
    if (encoding === "identity") return varied
    const compressed = yield* Effect.promise(() => compress(body.body, encoding, "answer"))
    return HttpServerResponse.setBody(
      varied,
      HttpBody.uint8Array(new Uint8Array(compressed), body.contentType),
    ).pipe(HttpServerResponse.setHeader("content-encoding", encoding))
  })
