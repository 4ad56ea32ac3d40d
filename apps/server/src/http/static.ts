import { createHash } from "node:crypto"
import { readFile, stat } from "node:fs/promises"
import * as path from "node:path"
import { apiPrefix } from "@gatehouse/api-client"
import { defaultAppName } from "@gatehouse/domain"
import { Effect, Option } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { withBody } from "../pages/pageBody.ts"
import { type ArticleById, pageFor } from "../pages/pageFor.ts"
import { siteNameOf, withHead } from "../pages/pageHead.ts"
import { withInlineIcon } from "../pages/pageIcon.ts"
import type { RenderPage } from "../pages/pageRenderer.ts"
import { type ListedArticle, robotsTxt, sitemapXml } from "../pages/searchPages.ts"
import { serverPublicDir } from "../paths.ts"
import { contentTypeOf } from "./contentTypes.ts"
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
}

/** Vite names everything under /assets/ by content hash, so those files never change. */
const immutable = "public, max-age=31536000, immutable"
/** The page itself must be revalidated, so a new build reaches players at once. */
const revalidate = "no-cache"
const short = "public, max-age=3600"

const cacheControlFor = (pathname: string) =>
  pathname.startsWith("/assets/") ? immutable : pathname.endsWith(".html") ? revalidate : short

/** A path that names a file (`/logo.png`) rather than a page of the app (`/news`, `/topic/3`). */
const looksLikeFile = (pathname: string) => path.posix.extname(pathname) !== ""

/**
 * A file's version: its path, size and modification time. The path belongs in it because the ETag
 * also keys the compressed copies, and a build writes many files of the same size in the same
 * millisecond: two chunks must never share a key, or one would be answered with the other's bytes.
 */
const fileEtag = (file: string, size: number, mtimeMs: number) =>
  `W/"${createHash("sha1")
    .update(`${file}\0${size}\0${Math.trunc(mtimeMs)}`)
    .digest("base64url")
    .slice(0, 16)}"`

const readIfFile = (file: string) =>
  Effect.promise(async () => {
    const info = await stat(file).catch(() => undefined)
    if (info === undefined || !info.isFile()) return Option.none()
    const bytes = await readFile(file)
    return Option.some({
      bytes,
      etag: fileEtag(file, info.size, info.mtimeMs),
    })
  })

/** The file under `root` that the URL path names, or none when the path tries to leave it. */
const fileUnder = (root: string, pathname: string) => {
  const file = path.resolve(root, `.${pathname}`)
  return file === root || file.startsWith(`${root}${path.sep}`) ? Option.some(file) : Option.none()
}

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
  const etag = `W/"${createHash("sha1").update(bytes).digest("base64url").slice(0, 16)}"`
  return { bytes, etag, contentType, cacheControl }
}

/**
 * Serves the built portal: its files, and for every other path the app's page (the app routes on
 * the client) with that address's title, description and link preview already in its head and a
 * 404 status when nothing is there. Writes robots.txt and sitemap.xml, and answers the server's own
 * favicon, when the build has none.
 */
export const servePortal = (portalDir: string, pages: PortalPages) => {
  const root = path.resolve(portalDir)

  const send = (request: HttpServerRequest.HttpServerRequest, file: string, cacheControl: string) =>
    Effect.flatMap(readIfFile(file), (found) =>
      Option.match(found, {
        onNone: () => Effect.succeed(Option.none<HttpServerResponse.HttpServerResponse>()),
        onSome: ({ bytes, etag }) =>
          Effect.map(
            sendBytes(request, { bytes, etag, cacheControl, contentType: contentTypeOf(file) }),
            Option.some,
          ),
      }),
    )

  /** The SVG favicon this site answers: the portal build's own, else the server's. */
  const svgFavicon = Effect.flatMap(readIfFile(path.join(root, svgIcon)), (own) =>
    Option.isSome(own) ? Effect.succeed(own) : readIfFile(path.join(serverPublicDir, svgIcon)),
  )

  return (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return HttpServerResponse.text("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } })
      }
      let pathname: string
      try {
        pathname = decodeURIComponent(new URL(request.url, "http://portal").pathname)
      } catch {
        return HttpServerResponse.text("Bad request", { status: 400 })
      }

      const own = Option.getOrUndefined(fileUnder(root, pathname))
      if (own !== undefined && looksLikeFile(pathname)) {
        const served = yield* send(request, own, cacheControlFor(pathname))
        if (Option.isSome(served)) return served.value
      }
      if (serverDefaults.has(pathname)) {
        const served = yield* send(request, path.join(serverPublicDir, pathname), short)
        if (Option.isSome(served)) return served.value
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

      const shell = yield* readIfFile(path.join(root, "index.html"))
      if (Option.isNone(shell)) {
        return HttpServerResponse.html(notBuiltPage).pipe(HttpServerResponse.setStatus(503))
      }
      const html = new TextDecoder().decode(shell.value.bytes)
      const site = { name: siteNameOf(html) ?? defaultAppName, origin: pages.originOf(request) }
      const search = new URL(request.url, "http://portal").search
      const answer = yield* pageFor({ pathname, search }, site, pages.articleById)
      const rendered = answer.rendered
        ? Option.getOrUndefined(yield* pages.render({ pathname, search, apiBaseUrl: ownApiOf(request) }))
        : undefined
      const withContent = rendered === undefined ? html : withBody(html, rendered)
      const icon = Option.getOrUndefined(yield* svgFavicon)
      const page = written(
        withInlineIcon(withHead(withContent, answer.head, site.name), icon?.bytes),
        contentTypeOf("index.html"),
        revalidate,
      )
      const sent = yield* sendBytes(
        request,
        { ...page, madeForThisRequest: withContent !== html },
        answer.status,
      )
      // The boot module written into the page runs by its hash (pages/pageAssets.ts).
      const inlineScript = withContent === html ? undefined : rendered?.bootModule?.hash
      return inlineScript === undefined
        ? sent
        : HttpServerResponse.setHeader(
            sent,
            "content-security-policy",
            contentSecurityPolicyWith([inlineScript]),
          )
    })
}
