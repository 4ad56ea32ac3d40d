import * as path from "node:path"
import { apiPrefix } from "@gatehouse/api-client"
import { defaultAppName } from "@gatehouse/domain"
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import type { PageCache } from "../pages/PageCache.ts"
import { canonicalSearch, makePage, type PageMaking } from "../pages/pageAnswer.ts"
import type { ArticleById } from "../pages/pageFor.ts"
import { siteNameOf } from "../pages/pageHead.ts"
import { pageLanguageOf } from "../pages/pageLanguage.ts"
import type { RenderPage } from "../pages/pageRenderer.ts"
import { type ListedArticle, robotsTxt, sitemapXml } from "../pages/searchPages.ts"
import { serverPublicDir } from "../paths.ts"
import { contentTypeOf } from "./contentTypes.ts"
import { type HeldAnswer, sendAnswer, sendHeld } from "./heldAnswers.ts"
import { etagOf, loadBuiltFiles, revalidate, short } from "./portalFiles.ts"
import { contentSecurityPolicyWith } from "./securityHeaders.ts"
import { sendBytes } from "./sendBytes.ts"

/** The favicon the portal's page links; written into each page it sends (pages/pageIcon.ts). */
const svgIcon = "/favicon.svg"

/** The server's own favicons, used when the portal build does not ship its own. */
const serverDefaults = new Set(["/favicon.ico", svgIcon])

/** What the pages the server writes need to know beyond the built files. */
export interface PortalPages {
  /** The origin players reach this server at, for absolute links. */
  readonly originOf: (request: HttpServerRequest.HttpServerRequest) => string
  readonly articleById: ArticleById
  /** The published news articles the sitemap lists. */
  readonly listedArticles: Effect.Effect<ReadonlyArray<ListedArticle>>
  /** The portal's server renderer: a public page is sent with its content and data. */
  readonly render: RenderPage
  /** Where rendered pages are kept between requests. */
  readonly cache: PageCache["Service"]
  /** The game's time zone (GAME_TIME_ZONE), which every page tells the portal's clock. */
  readonly timeZone: string
}

/** A path that names a file (`/logo.png`) rather than a page of the app (`/news`, `/topic/3`). */
const looksLikeFile = (pathname: string) => path.posix.extname(pathname) !== ""

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gatehouse</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The portal has not been built yet</h1>
<p>The API is running under <code>/api</code>, but there is no portal to show.</p>
<p>Build it from the repository root with <code>npm run build:portal</code>, then reload this page.
(<code>npm start</code> builds it for you before starting the server.)</p>
</body></html>`

const notFound = HttpServerResponse.text("Not found", { status: 404 })

const encoder = new TextEncoder()

/**
 * The API of this very process, at the address the request arrived on: a server render reads its
 * data through the same API the browser uses, without leaving the machine.
 */
const ownApiOf = (request: HttpServerRequest.HttpServerRequest): string => {
  const socket = (request.source as { readonly socket?: { localAddress?: string; localPort?: number } })
    .socket
  const address = socket?.localAddress ?? "127.0.0.1"
  const host = address.includes(":") ? `[${address}]` : address
  return `http://${host}:${socket?.localPort ?? 80}${apiPrefix}`
}

/** Text the server writes itself, sent like a file: revalidated, with an ETag of its bytes. */
const written = (text: string, contentType: string, cacheControl: string) => {
  const bytes = encoder.encode(text)
  return { bytes, etag: etagOf(bytes), contentType, cacheControl }
}

/**
 * Serves the built portal: its files, and for every other path the app's page (the app routes on
 * the client) with that address's title, description and link preview already in its head and a
 * 404 status when nothing is there. Writes robots.txt and sitemap.xml, and answers the server's own
 * favicon, when the build has none.
 */
export const servePortal = (portalDir: string, pages: PortalPages) => {
  const files = loadBuiltFiles(path.resolve(portalDir))
  const serverFiles = loadBuiltFiles(serverPublicDir)
  const shellFile = files.get("/index.html")
  const shell = shellFile === undefined ? undefined : new TextDecoder().decode(shellFile.bytes)
  // The SVG favicon this site answers: the portal build's own, else the server's.
  const icon = (files.get(svgIcon) ?? serverFiles.get(svgIcon))?.bytes

  return (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return HttpServerResponse.text("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } })
      }
      let pathname: string
      let search: string
      try {
        const url = new URL(request.url, "http://portal")
        pathname = decodeURIComponent(url.pathname)
        search = url.search
      } catch {
        return HttpServerResponse.text("Bad request", { status: 400 })
      }

      if (looksLikeFile(pathname)) {
        const file =
          files.get(pathname) ?? (serverDefaults.has(pathname) ? serverFiles.get(pathname) : undefined)
        if (file !== undefined) return yield* sendHeld(request, { payload: file, status: 200, topics: [] })
      }
      if (pathname === "/robots.txt") {
        return yield* sendBytes(
          request,
          written(robotsTxt(pages.originOf(request)), contentTypeOf(pathname), short),
        )
      }
      if (pathname === "/sitemap.xml") {
        const sitemap = sitemapXml(pages.originOf(request), yield* pages.listedArticles)
        return yield* sendBytes(request, written(sitemap, contentTypeOf(pathname), revalidate))
      }
      if (looksLikeFile(pathname)) return notFound
      if (shell === undefined)
        return HttpServerResponse.html(notBuiltPage).pipe(HttpServerResponse.setStatus(503))

      const site = {
        name: siteNameOf(shell) ?? defaultAppName,
        origin: pages.originOf(request),
        timeZone: pages.timeZone,
      }
      const making: PageMaking = { shell, icon, site, articleById: pages.articleById, render: pages.render }
      const language = pageLanguageOf(request)
      const address = {
        pathname,
        search: canonicalSearch(search),
        apiBaseUrl: ownApiOf(request),
        language,
      }
      const made = (withContent: boolean) => makePage(making, address, withContent)
      // A guest's page is kept and sent to every guest until what it shows changes; while another
      // request renders it for the first time, this one is answered without its content.
      const given = yield* pages.cache.page(
        `${site.origin}${address.pathname}${address.search} ${language}`,
        made(true),
      )
      const page = given?.page ?? (yield* made(false)).page
      const answer: HeldAnswer = {
        payload: page.payload,
        status: page.status,
        topics: given?.topics ?? [],
        // Held for this language's visitors only: the same address speaks another to others.
        language,
        // The boot module written into the page runs by its hash (pages/pageAssets.ts).
        ...(page.inlineScript === undefined
          ? {}
          : { headers: { "content-security-policy": contentSecurityPolicyWith([page.inlineScript]) } }),
      }
      // A page up to date is sent as it is to the next guests too, before any routing.
      return yield* given?.current ? sendHeld(request, answer) : sendAnswer(request, answer)
    })
}
