import type { HttpServerRequest } from "effect/http"

/**
 * The origin players reach this server at (`https://play.example.org`), for absolute links in
 * pages, previews and the sitemap: the operator's PUBLIC_URL, which production requires
 * (config.ts). Without it (the demo, tests) it is this machine on the port the request arrived
 * on. The request's Host header never names it: a client could otherwise write any address into
 * the links a cache or a crawler keeps.
 */
export const publicOriginOf =
  (settings: { readonly publicUrl?: string | undefined }) =>
  (request: HttpServerRequest.HttpServerRequest): string =>
    settings.publicUrl ?? `http://localhost:${listeningPortOf(request)}`

/** The port of this server the request's connection arrived on (80 when it cannot be read). */
export const listeningPortOf = (request: HttpServerRequest.HttpServerRequest): number =>
  (request.source as { readonly socket?: { readonly localPort?: number } }).socket?.localPort ?? 80
