import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { isApiPath } from "./apiPath.ts"

/**
 * react-aria inserts two fixed `<style>` elements at run time: a touch-action rule for pressable
 * elements (usePress) and a scroll lock while a dialog is open (usePreventScroll). They are allowed
 * by the hash of their exact text, so no other inline style sheet is. A react-aria upgrade that
 * changes either text shows up at once: the end-to-end tests fail on any refused style.
 */
export const reactAriaStyleHashes = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
] as const

/**
 * The Content-Security-Policy of an answer. Scripts only from our own origin, and never inline or
 * evaluated, so an injected `<script>` or event handler does nothing even if it slipped past the
 * news sanitiser; a page the server writes a script of its own into allows that one script by the
 * hash of its exact text (`scriptHashes`), and nothing else inline. Style sheets are ours too (and
 * react-aria's two, above); inline style *attributes* are allowed because react-aria positions
 * overlays with them and news bodies may carry them. Pictures and videos may come from any HTTPS
 * host, since staff link news thumbnails and movies hosted elsewhere.
 */
export const contentSecurityPolicyWith = (scriptHashes: ReadonlyArray<string>) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    `style-src 'self' ${reactAriaStyleHashes.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

/** The policy of every answer that carries no script of its own. */
export const contentSecurityPolicy = contentSecurityPolicyWith([])

/** Headers every answer carries, whatever produced it (a page, a file, the API, an error). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
  // Browsers must not guess a type other than the one we send (a JSON answer read as a script).
  "x-content-type-options": "nosniff",
  // Other sites learn our origin from a link, never a path such as /findaccount?reset=….
  "referrer-policy": "strict-origin-when-cross-origin",
  // For browsers older than frame-ancestors.
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
}

/**
 * Adds the security headers, and `Cache-Control: no-store` to API answers that say nothing about
 * caching: they may carry a session token, balances or account details, which no browser or proxy
 * cache should keep. An API answer that is safe to cache says so itself, and a page that carries a
 * script of its own brings its own policy (`contentSecurityPolicyWith`).
 */
export const withSecurityHeaders = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
): HttpServerResponse.HttpServerResponse => {
  const noStore = isApiPath(request.url) && response.headers["cache-control"] === undefined
  const ownPolicy = response.headers["content-security-policy"]
  return HttpServerResponse.setHeaders(response, {
    ...securityHeaders,
    ...(noStore ? { "cache-control": "no-store" } : {}),
    ...(ownPolicy === undefined ? {} : { "content-security-policy": ownPolicy }),
  })
}
