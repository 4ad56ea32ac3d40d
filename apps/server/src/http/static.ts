import { readFile, stat } from "node:fs/promises"
import * as path from "node:path"
import { Effect, Option } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { serverPublicDir } from "../paths.ts"
import { contentTypeOf } from "./contentTypes.ts"
import { sendBytes } from "./sendBytes.ts"

/** The server's own robots.txt and favicons, used when the portal build does not ship its own. */
const serverDefaults = new Set(["/robots.txt", "/favicon.ico", "/favicon.svg"])

/** Vite names everything under /assets/ by content hash, so those files never change. */
const immutable = "public, max-age=31536000, immutable"
/** The page itself must be revalidated, so a new build reaches players at once. */
const revalidate = "no-cache"
const short = "public, max-age=3600"

const cacheControlFor = (pathname: string) =>
  pathname.startsWith("/assets/") ? immutable : pathname.endsWith(".html") ? revalidate : short

/** A path that names a file (`/logo.png`) rather than a page of the app (`/news`, `/topic/3`). */
const looksLikeFile = (pathname: string) => path.posix.extname(pathname) !== ""

const readIfFile = (file: string) =>
  Effect.promise(async () => {
    const info = await stat(file).catch(() => undefined)
    if (info === undefined || !info.isFile()) return Option.none()
    const bytes = await readFile(file)
    return Option.some({
      bytes,
      etag: `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
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

/**
 * Serves the built portal: its files, the app's page for every other path (the app routes on the
 * client), and the server's own robots.txt and favicon when the build has none.
 */
export const servePortal = (portalDir: string) => {
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
      if (looksLikeFile(pathname)) return notFound

      const page = yield* send(request, path.join(root, "index.html"), revalidate)
      return Option.getOrElse(page, () =>
        HttpServerResponse.html(notBuiltPage).pipe(HttpServerResponse.setStatus(503)),
      )
    })
}
