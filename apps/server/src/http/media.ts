import { createHash } from "node:crypto"
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { mediaPrefix, renderMedia } from "../media/catalog.ts"
import { sendBytes } from "./sendBytes.ts"

const mediaPath = new RegExp(`^${mediaPrefix}/([a-z]+)/([a-z0-9-]+)\\.svg$`)
const encoder = new TextEncoder()

/**
 * The generated pictures under /media: banners, thumbnails, item pictures, ribbons, download icons,
 * gallery pictures, wallpapers and movie posters.
 */
export const serveMedia = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.suspend(() => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return Effect.succeed(
        HttpServerResponse.text("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } }),
      )
    }
    const pathname = new URL(request.url, "http://media").pathname
    const [, collection = "", name = ""] = mediaPath.exec(pathname) ?? []
    const svg = renderMedia(collection, name)
    if (svg === undefined) return Effect.succeed(HttpServerResponse.text("Not found", { status: 404 }))
    const bytes = encoder.encode(svg)
    return sendBytes(request, {
      bytes,
      contentType: "image/svg+xml",
      cacheControl: "public, max-age=86400",
      etag: `W/"${createHash("sha1").update(bytes).digest("base64url").slice(0, 16)}"`,
    })
  })
