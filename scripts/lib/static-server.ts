import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { extname, join, normalize, sep } from "node:path"

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
}

/** Resolves a request path inside `root`, or undefined when it would step outside it. */
const fileFor = async (root: string, urlPath: string): Promise<string | undefined> => {
  const relative = normalize(decodeURIComponent(urlPath.split("?")[0] ?? "/"))
  const candidate = join(root, relative)
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined
  const info = await stat(candidate).catch(() => undefined)
  if (info?.isFile()) return candidate
  if (info?.isDirectory()) {
    const index = join(candidate, "index.html")
    if ((await stat(index).catch(() => undefined))?.isFile()) return index
  }
  return undefined
}

/**
 * Serves a built static site (the Storybook build) on loopback. Nothing else is installed for this,
 * and the test-runner only needs files with the right content types.
 */
export const serveStatic = (root: string, port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer(async (request, response) => {
      const file = await fileFor(root, request.url ?? "/").catch(() => undefined)
      if (!file) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
        return
      }
      response.writeHead(200, {
        "content-type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
        "cache-control": "no-store",
      })
      createReadStream(file).pipe(response)
    })
    server.on("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
