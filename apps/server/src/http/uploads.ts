import { Effect, Option } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { type Uploads, uploadsPath } from "../staff/Uploads.ts"
import { sendBytes } from "./sendBytes.ts"

const uploadAddress = new RegExp(`^${uploadsPath}/([0-9a-f]{32})$`)

/**
 * Pictures staff uploaded, at `/media/uploads/{digest}`. The address names the bytes, so they are
 * cached for a year and never revalidated; the type is the one sniffed when it was stored.
 */
export const serveUpload = (uploads: Uploads["Service"]) => (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return HttpServerResponse.text("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } })
    }
    const [, id] = uploadAddress.exec(new URL(request.url, "http://media").pathname) ?? []
    const found = id === undefined ? Option.none() : yield* uploads.read(id)
    if (Option.isNone(found)) return HttpServerResponse.text("Not found", { status: 404 })
    return yield* sendBytes(request, {
      bytes: found.value.bytes,
      contentType: found.value.contentType,
      cacheControl: "public, max-age=31536000, immutable",
      etag: `"${id}"`,
    })
  })
