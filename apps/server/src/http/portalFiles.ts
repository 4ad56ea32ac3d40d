import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as path from "node:path"
import { contentTypeOf } from "./contentTypes.ts"
import type { Payload } from "./sendBytes.ts"

/** Vite names everything under /assets/ by content hash, so those files never change. */
export const immutable = "public, max-age=31536000, immutable"
/** The page itself must be revalidated, so a new build reaches players at once. */
export const revalidate = "no-cache"
export const short = "public, max-age=3600"

const cacheControlFor = (pathname: string) =>
  pathname.startsWith("/assets/") ? immutable : pathname.endsWith(".html") ? revalidate : short

/** A version of these exact bytes: what a client's copy is compared with, and the key of their compressed copies. */
export const etagOf = (bytes: Uint8Array) =>
  `W/"${createHash("sha1").update(bytes).digest("base64url").slice(0, 16)}"`

/** The copies the build compressed beside a file (`app.js.br`, `app.js.gz`). */
const compressedBeside = (file: string) => {
  const read = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined
  const br = read(".br")
  const gzip = read(".gz")
  return br === undefined && gzip === undefined
    ? undefined
    : { ...(br === undefined ? {} : { br }), ...(gzip === undefined ? {} : { gzip }) }
}

const filesUnder = (dir: string): ReadonlyArray<string> =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name)
        return statSync(file).isDirectory() ? filesUnder(file) : [file]
      })
    : []

/**
 * Every file of a build, read once (at start) with the compressed copies its build wrote beside
 * it, by the URL path that names it: no request reads the disk or compresses a file. A new build is
 * served from the next start, as a deployment restarts the server anyway.
 */
export const loadBuiltFiles = (root: string): ReadonlyMap<string, Payload> =>
  new Map(
    filesUnder(root)
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => {
        const pathname = `/${path.relative(root, file).split(path.sep).join("/")}`
        const bytes = readFileSync(file)
        const compressed = compressedBeside(file)
        const payload: Payload = {
          bytes,
          etag: etagOf(bytes),
          contentType: contentTypeOf(file),
          cacheControl: cacheControlFor(pathname),
          ...(compressed === undefined ? {} : { compressed }),
        }
        return [pathname, payload] as const
      }),
  )
