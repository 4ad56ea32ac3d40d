import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { compressAnswer, compressFile, isCompressible, negotiateEncoding } from "./compression.ts"

export interface Payload {
  readonly bytes: Uint8Array
  readonly contentType: string
  readonly cacheControl: string
  /** Changes whenever the bytes do; also the key of the compressed copies. */
  readonly etag: string
  /**
   * Made for this one request: it is compressed quickly and not kept, since no later request asks
   * for the same bytes.
   */
  readonly madeForThisRequest?: boolean
  /** Compressed copies made beforehand (by the build, or when a page was kept): sent as they are. */
  readonly compressed?: { readonly br?: Uint8Array; readonly gzip?: Uint8Array }
}

/** Compressed copies of recent payloads, so each file is compressed once per encoding. */
const compressedCopies = new Map<string, Uint8Array>()
const maxCompressedCopies = 256

const compressedCopy = (payload: Payload, encoding: "br" | "gzip") =>
  Effect.gen(function* () {
    const made = payload.compressed?.[encoding]
    if (made !== undefined) return made
    if (payload.madeForThisRequest) {
      return new Uint8Array(yield* Effect.promise(() => compressAnswer(payload.bytes, encoding)))
    }
    const key = `${payload.etag}:${encoding}`
    const cached = compressedCopies.get(key)
    if (cached !== undefined) return cached
    const bytes = new Uint8Array(yield* Effect.promise(() => compressFile(payload.bytes, encoding)))
    if (compressedCopies.size >= maxCompressedCopies) {
      const oldest = compressedCopies.keys().next().value
      if (oldest !== undefined) compressedCopies.delete(oldest)
    }
    compressedCopies.set(key, bytes)
    return bytes
  })

/**
 * Answers a file-like payload: 304 when the client's copy is current, otherwise the bytes,
 * brotli- or gzip-compressed when they are text and the client accepts it.
 */
export const sendBytes = (request: HttpServerRequest.HttpServerRequest, payload: Payload, status = 200) =>
  Effect.gen(function* () {
    const headers = {
      "cache-control": payload.cacheControl,
      etag: payload.etag,
      "x-content-type-options": "nosniff",
    }
    if (status === 200 && request.headers["if-none-match"] === payload.etag) {
      return HttpServerResponse.empty({ status: 304, headers })
    }
    if (!isCompressible(payload.contentType, payload.bytes.length)) {
      return HttpServerResponse.uint8Array(payload.bytes, {
        status,
        headers,
        contentType: payload.contentType,
      })
    }
    const encoding = negotiateEncoding(request.headers["accept-encoding"])
    const varying = { ...headers, vary: "Accept-Encoding" }
    if (encoding === "identity") {
      return HttpServerResponse.uint8Array(payload.bytes, {
        status,
        headers: varying,
        contentType: payload.contentType,
      })
    }
    return HttpServerResponse.uint8Array(yield* compressedCopy(payload, encoding), {
      status,
      headers: { ...varying, "content-encoding": encoding },
      contentType: payload.contentType,
    })
  })
