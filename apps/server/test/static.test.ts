import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { internalErrorMessage } from "../src/http/apiErrors.ts"
import { fixturePortal, TestServer, testServer } from "./support/server.ts"

const script = "/assets/app-3f9a1c.js"

/** Two chunks of the same size, as a build writes them in the same millisecond. */
const alikeChunks = {
  "/assets/wallpaper-1.js": "export default 1;".repeat(40),
  "/assets/gallery-22.js": "export default 2;".repeat(40),
}

describe("the portal served beside the API", () => {
  layer(testServer({ portalFiles: alikeChunks }))((it) => {
    it.effect("answers every page of the app with index.html, revalidated on each visit", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const page of ["/", "/news", "/topic/3", "/itemshop?category=2&page=3", "/no/such/page"]) {
          const response = yield* server.send(page)
          assert.strictEqual(response.status, page === "/no/such/page" ? 404 : 200, page)
          assert.match(response.headers["content-type"] ?? "", /^text\/html/)
          assert.strictEqual(response.headers["cache-control"], "no-cache")
          assert.include(
            response.text,
            '<div id="root"></div><script type="module" src="/assets/app-3f9a1c.js">',
          )
        }
      }),
    )

    it.effect("serves hashed assets with a year-long immutable cache, compressed when accepted", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const plain = yield* server.send(script)
        const brotli = yield* server.send(script, { headers: { "accept-encoding": "gzip, deflate, br" } })
        const gzip = yield* server.send(script, { headers: { "accept-encoding": "gzip" } })
        const refused = yield* server.send(script, { headers: { "accept-encoding": "br;q=0, gzip;q=0" } })
        for (const response of [plain, brotli, gzip, refused]) {
          assert.strictEqual(response.status, 200)
          assert.strictEqual(response.headers["cache-control"], "public, max-age=31536000, immutable")
          assert.match(response.headers["content-type"] ?? "", /^text\/javascript/)
          assert.strictEqual(response.headers.vary, "Accept-Encoding")
          assert.strictEqual(response.text, fixturePortal.script)
        }
        assert.isUndefined(plain.headers["content-encoding"])
        assert.isUndefined(refused.headers["content-encoding"])
        assert.strictEqual(brotli.headers["content-encoding"], "br")
        assert.strictEqual(gzip.headers["content-encoding"], "gzip")
        assert.isBelow(brotli.raw.length, plain.raw.length / 10)
      }),
    )

    it.effect("never answers one file with another's bytes, even when a build wrote both alike", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const [name, text] of Object.entries(alikeChunks)) {
          const response = yield* server.send(name, { headers: { "accept-encoding": "gzip" } })
          assert.strictEqual(response.text, text, name)
        }
      }),
    )

    it.effect("answers 304 to a client whose copy is current", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const first = yield* server.send(script)
        const etag = first.headers.etag ?? ""
        assert.match(etag, /^W\/"/)
        const again = yield* server.send(script, { headers: { "if-none-match": etag } })
        assert.strictEqual(again.status, 304)
        assert.strictEqual(again.raw.length, 0)
      }),
    )

    it.effect("answers robots.txt and the favicon for real, not with the app's page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const robots = yield* server.send("/robots.txt")
        assert.strictEqual(robots.status, 200)
        assert.match(robots.headers["content-type"] ?? "", /^text\/plain/)
        assert.match(robots.text, /^User-agent: \*/)
        assert.include(robots.text, "Disallow: /api/")

        const icon = yield* server.send("/favicon.ico")
        assert.strictEqual(icon.status, 200)
        assert.strictEqual(icon.headers["content-type"], "image/x-icon")
        assert.deepStrictEqual([...icon.raw.subarray(0, 4)], [0, 0, 1, 0])

        const svgIcon = yield* server.send("/favicon.svg")
        assert.strictEqual(svgIcon.headers["content-type"], "image/svg+xml")
      }),
    )

    it.effect("answers a missing file with 404, not with the app's page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const file of [
          "/assets/app-000000.js",
          "/logo.png",
          "/media/banners/nowhere.svg",
          "/media/items/gem-999.svg",
        ]) {
          const response = yield* server.send(file)
          assert.strictEqual(response.status, 404, file)
          assert.notInclude(response.text, "<html")
        }
      }),
    )

    it.effect("never serves a file from outside the portal build", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const outside of [
          "/..%2f..%2fpackage.json",
          "/%2e%2e/%2e%2e/package.json",
          "/assets/..%2f..%2f..%2fpackage.json",
        ]) {
          const response = yield* server.send(outside)
          assert.oneOf(response.status, [400, 404], outside)
          assert.notInclude(response.text, "@gatehouse")
        }
      }),
    )

    it.effect("refuses to write to pages", () =>
      Effect.gen(function* () {
        const response = yield* (yield* TestServer).send("/news", { method: "POST", body: "x" })
        assert.strictEqual(response.status, 405)
        assert.strictEqual(response.headers.allow, "GET, HEAD")
      }),
    )

    it.effect("serves the generated shop pictures", () =>
      Effect.gen(function* () {
        const picture = yield* (yield* TestServer).send("/media/items/potion-120.svg")
        assert.strictEqual(picture.status, 200)
        assert.strictEqual(picture.headers["content-type"], "image/svg+xml")
        assert.match(picture.text, /^<svg [^>]*width="80" height="80"/)
      }),
    )

    it.effect("answers a failing API call with JSON and a readable message, never an empty 500", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`DROP TABLE site_banners CASCADE`
        const response = yield* (yield* TestServer).send("/api/getSiteBanners")
        assert.strictEqual(response.status, 500)
        assert.deepStrictEqual(response.json(), {
          _tag: "InternalServerError",
          message: internalErrorMessage,
        })
      }),
    )
  })
})

describe("a portal build with files of its own", () => {
  const shell = `<!doctype html><html><head><meta name="application-name" content="Eldmoor &#38; Co" /><title>Eldmoor &#38; Co</title></head><body><div id="root"></div></body></html>`
  const robots = "User-agent: *\nAllow: /\n"
  layer(testServer({ portalFiles: { "/index.html": shell, "/robots.txt": robots } }))((it) => {
    it.effect("prefers the portal's own robots.txt when its build ships one", () =>
      Effect.gen(function* () {
        assert.strictEqual((yield* (yield* TestServer).send("/robots.txt")).text, robots)
      }),
    )

    it.effect("the site name comes from the portal's build", () =>
      Effect.gen(function* () {
        const page = (yield* (yield* TestServer).send("/rankings")).text
        assert.strictEqual(/<title>([^<]*)<\/title>/.exec(page)?.[1], "Rankings | Eldmoor &#38; Co")
        assert.include(page, '<meta property="og:site_name" content="Eldmoor &#38; Co"')
      }),
    )
  })
})

describe("before the portal is built", () => {
  layer(testServer({ portal: "missing" }))((it) => {
    it.effect("says how to build it, while the API and the site's own files still answer", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const home = yield* server.send("/")
        assert.strictEqual(home.status, 503)
        assert.match(home.headers["content-type"] ?? "", /^text\/html/)
        assert.include(home.text, "The portal has not been built yet")
        assert.include(home.text, "npm run build:portal")
        assert.strictEqual((yield* server.send("/api/getdownloadsall")).status, 200)
        assert.strictEqual((yield* server.send("/robots.txt")).status, 200)
        assert.strictEqual((yield* server.send("/favicon.ico")).status, 200)
      }),
    )
  })
})
