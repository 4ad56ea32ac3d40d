import type { HttpServerRequest } from "effect/http"

/** The last value a proxy appended to a comma-separated forwarding header. */
const lastForwarded = (value: string | undefined) => value?.split(",").at(-1)?.trim() || undefined

const hostShape = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i

/**
 * The origin players reach this server at (`https://play.example.org`), for absolute links in
 * pages, previews and the sitemap. The operator's PUBLIC_URL wins; without it the request's Host
 * names it, with the scheme a trusted proxy reports (X-Forwarded-Proto), else plain http. A Host
 * that is not a host name falls back to localhost, so no request can write markup into a link.
 */
export const publicOriginOf =
  (settings: { readonly publicUrl?: string | undefined; readonly trustedProxies: number }) =>
  (request: HttpServerRequest.HttpServerRequest): string => {
    if (settings.publicUrl !== undefined) return settings.publicUrl
    const forwardedProto =
      settings.trustedProxies > 0 ? lastForwarded(request.headers["x-forwarded-proto"]) : undefined
    const scheme = forwardedProto === "https" ? "https" : "http"
    const host = request.headers.host ?? ""
    return `${scheme}://${hostShape.test(host) ? host.toLowerCase() : "localhost"}`
  }
