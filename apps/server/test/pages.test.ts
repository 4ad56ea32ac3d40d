import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { TestServer, testServer } from "./support/server.ts"

/** The content of one `<meta>` of a page, found by its name or property. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
/** The canonical address, read back from its attribute (where `&` is written `&#38;`). */
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&#38;", "&")

/** The newest published article of the demo data, as the sitemap and the news lists name it. */
const newestArticle = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ id: number; subject: string }>`
    SELECT id, subject FROM news WHERE is_published ORDER BY created_at DESC, id DESC LIMIT 1`
  if (row === undefined) return yield* Effect.die("the demo data has no published news")
  return row
})

describe("the pages as a search engine or a link preview reads them, before any JavaScript", () => {
  layer(testServer({ publicUrl: "http://play.example.org" }))((it) => {
    it.effect("every route carries its own title and description, as the portal writes them", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const home = (yield* server.send("/")).text
        assert.strictEqual(titleOf(home), "Gatehouse")
        assert.match(metaOf(home, "description") ?? "", /fan-run action RPG server/)

        const rankings = (yield* server.send("/rankings")).text
        assert.strictEqual(titleOf(rankings), "Rankings | Gatehouse")
        assert.match(metaOf(rankings, "description") ?? "", /strongest players/)
        assert.strictEqual(metaOf(rankings, "og:title"), "Rankings | Gatehouse")
        assert.strictEqual(metaOf(rankings, "og:type"), "website")
        assert.strictEqual((rankings.match(/<meta name="description"/g) ?? []).length, 1)
      }),
    )

    it.effect("links are absolute on the public address, one canonical per page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const page = (yield* server.send("/downloads", { headers: { host: "play.example.org" } })).text
        assert.strictEqual(canonicalOf(page), "http://play.example.org/download")
        // What a request says of its own address changes nothing.
        const proxied = yield* server.send("/itemshop?category=2&page=3", {
          headers: { host: "elsewhere.example", "x-forwarded-proto": "https" },
        })
        assert.strictEqual(canonicalOf(proxied.text), "http://play.example.org/itemshop")
      }),
    )

    it.effect("a Host that is not a host name cannot write into the page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const page = (yield* server.send("/news", { headers: { host: '"><script>alert(1)</script>' } })).text
        assert.notInclude(page, "<script>alert")
        assert.strictEqual(canonicalOf(page), "http://play.example.org/news")
      }),
    )

    it.effect("a news article previews its own subject and first words under one address", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const article = yield* newestArticle
        for (const address of [`/news?topic=${article.id}`, `/topic/${article.id}`]) {
          const response = yield* server.send(address, { headers: { host: "play.example.org" } })
          assert.strictEqual(response.status, 200, address)
          assert.strictEqual(titleOf(response.text), "News | Gatehouse", address)
          assert.strictEqual(
            metaOf(response.text, "og:title"),
            article.subject.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
          )
          assert.strictEqual(metaOf(response.text, "og:type"), "article")
          const description = metaOf(response.text, "description") ?? ""
          assert.isAbove(description.length, 20)
          assert.notMatch(description, /<|&lt;/)
          assert.strictEqual(canonicalOf(response.text), `http://play.example.org/news?topic=${article.id}`)
        }
      }),
    )

    it.effect("an unknown address or a missing article answers 404 with the app's page, not indexed", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const address of ["/no/such/page", "/news?topic=999999", "/topic/999999"]) {
          const response = yield* server.send(address)
          assert.strictEqual(response.status, 404, address)
          assert.include(response.text, '<div id="root">', address)
          assert.strictEqual(metaOf(response.text, "robots"), "noindex", address)
        }
        assert.strictEqual(titleOf((yield* server.send("/no/such/page")).text), "404 NOT FOUND | Gatehouse")
      }),
    )

    it.effect("a news board's archive page is found under its own category and page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const host = { headers: { host: "play.example.org" } }
        const archive = yield* server.send("/news?category=2&page=3", host)
        assert.strictEqual(archive.status, 200)
        assert.strictEqual(titleOf(archive.text), "News | Gatehouse")
        assert.strictEqual(canonicalOf(archive.text), "http://play.example.org/news?category=2&page=3")
        assert.strictEqual(
          canonicalOf((yield* server.send("/news?category=1", host)).text),
          "http://play.example.org/news?category=1",
        )
        assert.strictEqual(
          canonicalOf((yield* server.send("/news?page=2", host)).text),
          "http://play.example.org/news?category=0&page=2",
        )
        // The three boards are the first page of every kind: one address for both.
        for (const boards of ["/news", "/news?category=0&page=1"]) {
          assert.strictEqual(
            canonicalOf((yield* server.send(boards, host)).text),
            "http://play.example.org/news",
          )
        }
      }),
    )

    it.effect("a news category that names no board answers 404, as a missing article does", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const address of ["/news?category=5", "/news?category=99&page=2"]) {
          const response = yield* server.send(address)
          assert.strictEqual(response.status, 404, address)
          assert.include(response.text, '<div id="root">', address)
          assert.strictEqual(metaOf(response.text, "robots"), "noindex", address)
        }
        const article = yield* newestArticle
        // An article's address wins over a category beside it, as on the page.
        assert.strictEqual((yield* server.send(`/news?topic=${article.id}&category=5`)).status, 200)
      }),
    )

    it.effect("the legacy menu links' pages answer with their titles, not for search engines", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const pages = [
          ["/tournament", "Tournament | Gatehouse", /Tournaments/],
          ["/forum?category=500", "Forum | Gatehouse", /forum/],
          ["/forum", "Forum | Gatehouse", /forum/],
        ] as const
        for (const [address, title, description] of pages) {
          const response = yield* server.send(address, { headers: { host: "play.example.org" } })
          assert.strictEqual(response.status, 200, address)
          assert.strictEqual(titleOf(response.text), title, address)
          assert.match(metaOf(response.text, "description") ?? "", description, address)
          assert.strictEqual(metaOf(response.text, "robots"), "noindex", address)
        }
        const sitemap = (yield* server.send("/sitemap.xml", { headers: { host: "play.example.org" } })).text
        assert.notInclude(sitemap, "/tournament")
        assert.notInclude(sitemap, "/forum")
      }),
    )

    it.effect("a player's own pages ask search engines not to index them", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const address of ["/user", "/shoppingcart", "/topuphistory", "/characterservices", "/vote"]) {
          assert.strictEqual(metaOf((yield* server.send(address)).text, "robots"), "noindex", address)
        }
        assert.isUndefined(metaOf((yield* server.send("/news")).text, "robots"))
      }),
    )

    it.effect(
      "the sitemap lists the public pages and every published article, and robots.txt points at it",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const article = yield* newestArticle
          const sitemap = yield* server.send("/sitemap.xml", { headers: { host: "play.example.org" } })
          assert.strictEqual(sitemap.status, 200)
          assert.match(sitemap.headers["content-type"] ?? "", /^application\/xml/)
          const locations = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)
          for (const page of ["/", "/news", "/rankings", "/itemshop", "/download", "/characters"]) {
            assert.include(locations, `http://play.example.org${page}`, page)
          }
          assert.include(locations, `http://play.example.org/news?topic=${article.id}`)
          for (const personal of ["/user", "/shoppingcart", "/login", "/downloads", "/no/such/page"]) {
            assert.notInclude(locations, `http://play.example.org${personal}`, personal)
          }

          const robots = (yield* server.send("/robots.txt", { headers: { host: "play.example.org" } })).text
          assert.include(robots, "Sitemap: http://play.example.org/sitemap.xml")
          for (const personal of [
            "/user",
            "/shoppingcart",
            "/topuphistory",
            "/characterservices",
            "/vote",
            "/api/",
          ]) {
            assert.include(robots, `Disallow: ${personal}\n`, personal)
          }
        }),
    )
  })

  layer(testServer({ publicUrl: "https://play.example.org" }))((it) => {
    it.effect("the operator's public address wins over whatever Host a request names", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const page = (yield* server.send("/news", { headers: { host: "evil.example" } })).text
        assert.strictEqual(canonicalOf(page), "https://play.example.org/news")
        const robots = (yield* server.send("/robots.txt", { headers: { host: "evil.example" } })).text
        assert.include(robots, "Sitemap: https://play.example.org/sitemap.xml")
      }),
    )
  })

  layer(testServer())((it) => {
    it.effect(
      "without PUBLIC_URL (the demo, tests) links name this machine on its port, never the Host",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const origin = `http://localhost:${new URL(server.url).port}`
          const headers = { host: "evil.example", "x-forwarded-proto": "https" }
          const page = (yield* server.send("/news", { headers })).text
          assert.strictEqual(canonicalOf(page), `${origin}/news`)
          assert.strictEqual(metaOf(page, "og:url"), `${origin}/news`)
          assert.notInclude(page, "evil.example")
          const robots = (yield* server.send("/robots.txt", { headers })).text
          assert.include(robots, `Sitemap: ${origin}/sitemap.xml`)
          const sitemap = (yield* server.send("/sitemap.xml", { headers })).text
          assert.notInclude(sitemap, "evil.example")
        }),
    )
  })
})
