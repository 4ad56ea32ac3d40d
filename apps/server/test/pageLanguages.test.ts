import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { RawResponse } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"

/**
 * A page is made in the visitor's language: the one its address names (`?lang=fil`), else the one
 * they chose (the picker's cookie), else their browser's first the portal speaks. The portal's
 * renderer is stood in for by one that says which language it was asked for.
 */
const renderer = `
export const renderPage = async ({ language }) => ({
  html: '<main data-language="' + language + '"></main>',
  themeClass: "fixture",
  answers: {},
  modules: [],
})
`

const languageOf = (page: RawResponse) => {
  assert.strictEqual(page.status, 200, page.text)
  return {
    document: /<html lang="([^"]*)"/.exec(page.text)?.[1],
    rendered: /data-language="([^"]*)"/.exec(page.text)?.[1],
  }
}

const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang === undefined ? "" : ` hreflang="${hreflang}"`} href="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll("&#38;", "&")

describe("pages in the visitor's language", () => {
  layer(testServer({ publicUrl: "http://play.example.org", renderer }))((it) => {
    it.effect(
      "a browser that prefers Filipino gets the page rendered in Filipino, one that does not gets English",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const filipino = yield* server.send("/news", {
            headers: { "accept-language": "fil-PH,fil;q=0.9,en;q=0.8" },
          })
          assert.deepStrictEqual(languageOf(filipino), { document: "fil", rendered: "fil" })
          const tagalog = yield* server.send("/news", { headers: { "accept-language": "tl" } })
          assert.deepStrictEqual(languageOf(tagalog), { document: "fil", rendered: "fil" })
          const german = yield* server.send("/news", { headers: { "accept-language": "de-DE,en;q=0.5" } })
          assert.deepStrictEqual(languageOf(german), { document: "en", rendered: "en" })
          const none = yield* server.send("/news")
          assert.deepStrictEqual(languageOf(none), { document: "en", rendered: "en" })
        }),
    )

    it.effect("the choice remembered wins over the browser, and the address's own language over both", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const chosen = yield* server.send("/rankings", {
          headers: { "accept-language": "fil", cookie: "theme=dark; lang=en" },
        })
        assert.deepStrictEqual(languageOf(chosen), { document: "en", rendered: "en" })
        const named = yield* server.send("/rankings?lang=fil", { headers: { cookie: "lang=en" } })
        assert.deepStrictEqual(languageOf(named), { document: "fil", rendered: "fil" })
        // A language the portal does not speak is no choice at all.
        const unknown = yield* server.send("/rankings?lang=xx", { headers: { cookie: "lang=zz" } })
        assert.deepStrictEqual(languageOf(unknown), { document: "en", rendered: "en" })
      }),
    )

    it.effect("each language's page is listed under its own address, with the others beside it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const filipino = (yield* server.send("/itemshop?category=2&page=3&lang=fil")).text
        assert.strictEqual(linkOf(filipino, "canonical"), "http://play.example.org/itemshop?lang=fil")
        assert.strictEqual(linkOf(filipino, "alternate", "en"), "http://play.example.org/itemshop")
        assert.strictEqual(linkOf(filipino, "alternate", "fil"), "http://play.example.org/itemshop?lang=fil")
        assert.strictEqual(linkOf(filipino, "alternate", "x-default"), "http://play.example.org/itemshop")
        const english = (yield* server.send("/itemshop")).text
        assert.strictEqual(linkOf(english, "canonical"), "http://play.example.org/itemshop")
        // A page search engines are asked to skip names no other language.
        const missing = (yield* server.send("/no-such-page", { headers: { "accept-language": "fil" } })).text
        assert.isUndefined(linkOf(missing, "alternate", "fil"))
        assert.match(missing, /<html lang="fil"/)
      }),
    )

    it.effect("a page's title and preview title are in its language, from the portal's page names", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const titleOf = (page: RawResponse) => /<title>([^<]*)<\/title>/.exec(page.text)?.[1]
        const previewOf = (page: RawResponse) =>
          /<meta property="og:title" content="([^"]*)"/.exec(page.text)?.[1]
        const filipino = yield* server.send("/news?lang=fil")
        assert.strictEqual(titleOf(filipino), "Balita | Gatehouse")
        assert.strictEqual(previewOf(filipino), "Balita | Gatehouse")
        assert.strictEqual(
          titleOf(yield* server.send("/shoppingcart", { headers: { cookie: "lang=fil" } })),
          "Cart | Gatehouse",
        )
        assert.strictEqual(titleOf(yield* server.send("/news")), "News | Gatehouse")
        // The root shows the site name alone in every language.
        assert.strictEqual(titleOf(yield* server.send("/?lang=fil")), "Gatehouse")
      }),
    )

    it.effect("pages kept for every guest are kept per language, and say what they vary by", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const asked = (language: string) => server.send("/", { headers: { "accept-language": language } })
        // Alternating visitors, several times over: each is sent their own language's page.
        for (let round = 0; round < 3; round++) {
          assert.strictEqual(languageOf(yield* asked("fil")).rendered, "fil")
          assert.strictEqual(languageOf(yield* asked("en")).rendered, "en")
        }
        const sent = yield* asked("fil")
        assert.include(sent.headers.vary ?? "", "Accept-Language")
        assert.include(sent.headers.vary ?? "", "Cookie")
      }),
    )
  })
})
