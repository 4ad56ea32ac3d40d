import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, freshAddress } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"
import { latestAudit, staffTokens } from "./support/staff.ts"

/**
 * News, policy pages and banners in more than one language (docs/languages.md): staff write a
 * Filipino text beside the English in the console, a reader in Filipino reads it, a reader in
 * English reads English, and what has no Filipino reads English in Filipino too. The portal's
 * renderer is stood in for by one that reads the article from the API the way the portal's does:
 * in the page's language.
 */
const renderer = `
export const renderPage = async ({ path, apiBaseUrl, language }) => {
  const id = path.split("/").pop()
  const response = await fetch(apiBaseUrl + "/getspecificnews/" + id, {
    headers: { "accept-language": language, "x-requested-with": "XMLHttpRequest" },
  })
  const [article] = (await response.json()).data
  return { html: "<h1>" + (article?.subject ?? "") + "</h1>", themeClass: "fixture", answers: {}, modules: [] }
}
`

/** How a reader asks: by the address (`?lang=`), by the picker's cookie, or by the browser's languages. */
type Reader = { readonly query?: string; readonly cookie?: string; readonly acceptLanguage?: string }

const read = (path: string, reader: Reader = {}) =>
  Effect.gen(function* () {
    const server = yield* TestServer
    const separator = path.includes("?") ? "&" : "?"
    const response = yield* server.send(`/api${path}${reader.query ? `${separator}${reader.query}` : ""}`, {
      headers: {
        "x-requested-with": "XMLHttpRequest",
        "x-forwarded-for": freshAddress(),
        ...(reader.cookie ? { cookie: reader.cookie } : {}),
        ...(reader.acceptLanguage ? { "accept-language": reader.acceptLanguage } : {}),
      },
    })
    assert.strictEqual(response.status, 200, response.text)
    return response.json().data
  })

const inFilipino: Reader = { query: "lang=fil" }

const englishPost = {
  type: 2,
  subject: "Double drop weekend",
  content: "<p>Drops are doubled from Friday to Sunday.</p>",
  imgThumbnail: null,
  published: true,
}
const filipinoPost = {
  language: "fil",
  subject: "Double drop ngayong weekend",
  content: "<p>Doble ang drop mula Biyernes hanggang Linggo.</p>",
}

describe(`news, pages and banners in more than one language, on ${databaseKind}`, () => {
  layer(testServer({ renderer }))((it) => {
    it.effect("a news post written in Filipino is read in Filipino, and in English by everyone else", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const created = yield* call("POST", "/staff/news", { token: editor, body: englishPost })
        const id = created.json().id as number
        // Read once in each language before the translation: both English, and both kept.
        assert.strictEqual(
          (yield* read(`/getspecificnews/${id}`, inFilipino))[0].subject,
          englishPost.subject,
        )
        const firstInFilipino = (yield* read("/getnewsall/0/5/1/0", inFilipino)) as Array<{ subject: string }>
        assert.strictEqual(firstInFilipino[0]?.subject, englishPost.subject)

        const saved = yield* call("POST", `/staff/news/${id}/translation`, {
          token: editor,
          body: filipinoPost,
        })
        assert.strictEqual(saved.status, 200, saved.text)
        assert.deepStrictEqual(saved.json().translatedInto, ["fil"])
        assert.strictEqual(saved.json().translations[0].subject, filipinoPost.subject)
        assert.strictEqual(saved.json().subject, englishPost.subject, "the English stays as it was")
        const [audit] = yield* latestAudit()
        assert.strictEqual(audit?.action, "news.translate")

        // Every way a reader may choose Filipino: the address, the picker's cookie, the browser.
        for (const reader of [inFilipino, { cookie: "lang=fil" }, { acceptLanguage: "fil-PH,fil;q=0.9" }]) {
          const [post] = yield* read(`/getspecificnews/${id}`, reader)
          assert.strictEqual(post.subject, filipinoPost.subject)
          assert.strictEqual(post.content, filipinoPost.content)
        }
        // The lists, kept from before, were dropped by the change and are kept again per language.
        const list = (yield* read("/getnewsall/0/5/1/0", inFilipino)) as Array<{
          id: number
          subject: string
        }>
        assert.strictEqual(list.find((post) => post.id === id)?.subject, filipinoPost.subject)
        const englishList = (yield* read("/getnewsall/0/5/1/0")) as Array<{ id: number; subject: string }>
        assert.strictEqual(englishList.find((post) => post.id === id)?.subject, englishPost.subject)
        const archive = yield* Effect.flatMap(Effect.service(TestServer), (server) =>
          server.send("/api/getnewspage/0/1?lang=fil", { headers: { "x-requested-with": "XMLHttpRequest" } }),
        )
        assert.include(archive.text, filipinoPost.subject)
        assert.include(archive.headers.vary ?? "", "Accept-Language")

        const [english] = yield* read(`/getspecificnews/${id}`, { acceptLanguage: "en-US" })
        assert.strictEqual(english.subject, englishPost.subject)
        assert.strictEqual(english.content, englishPost.content)

        // The console lists which languages each item has.
        const listed = yield* call("GET", "/staff/news", { token: editor })
        const row = (listed.json().data as Array<{ id: number; translatedInto: Array<string> }>).find(
          (entry) => entry.id === id,
        )
        assert.deepStrictEqual(row?.translatedInto, ["fil"])
      }),
    )

    it.effect("an item without a Filipino text reads English in Filipino, whole", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const created = yield* call("POST", "/staff/news", {
          token: editor,
          body: { ...englishPost, subject: "Maintenance on Tuesday" },
        })
        const [post] = yield* read(`/getspecificnews/${created.json().id}`, inFilipino)
        assert.strictEqual(post.subject, "Maintenance on Tuesday")
        assert.strictEqual(post.content, englishPost.content)
      }),
    )

    it.effect("the news page made on the server in Filipino shows the Filipino title", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const server = yield* TestServer
        const created = yield* call("POST", "/staff/news", { token: editor, body: englishPost })
        const id = created.json().id as number
        yield* call("POST", `/staff/news/${id}/translation`, { token: editor, body: filipinoPost })
        const filipino = yield* server.send(`/topic/${id}?lang=fil`)
        assert.strictEqual(filipino.status, 200)
        assert.include(filipino.text, `<h1>${filipinoPost.subject}</h1>`)
        assert.include(filipino.text, `<meta property="og:title" content="${filipinoPost.subject}"`)
        const english = yield* server.send(`/topic/${id}`)
        assert.include(english.text, `<h1>${englishPost.subject}</h1>`)
        assert.include(english.text, `<meta property="og:title" content="${englishPost.subject}"`)
      }),
    )

    it.effect("removing a translation gives its readers English again", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const created = yield* call("POST", "/staff/news", { token: editor, body: englishPost })
        const id = created.json().id as number
        yield* call("POST", `/staff/news/${id}/translation`, { token: editor, body: filipinoPost })
        assert.strictEqual(
          (yield* read(`/getspecificnews/${id}`, inFilipino))[0].subject,
          filipinoPost.subject,
        )

        const removed = yield* call("POST", `/staff/news/${id}/translation/delete`, {
          token: editor,
          body: { language: "fil" },
        })
        assert.strictEqual(removed.status, 200, removed.text)
        assert.deepStrictEqual(removed.json().translations, [])
        assert.strictEqual(
          (yield* read(`/getspecificnews/${id}`, inFilipino))[0].subject,
          englishPost.subject,
        )
        const [audit] = yield* latestAudit()
        assert.strictEqual(audit?.action, "news.untranslate")

        const again = yield* call("POST", `/staff/news/${id}/translation/delete`, {
          token: editor,
          body: { language: "fil" },
        })
        assert.strictEqual(again.status, 404)
      }),
    )

    it.effect(
      "a language the portal does not ship, or a blank translation, is refused and nothing is stored",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          const created = yield* call("POST", "/staff/news", { token: editor, body: englishPost })
          const id = created.json().id as number
          for (const language of ["de", "en", ""]) {
            const refused = yield* call("POST", `/staff/news/${id}/translation`, {
              token: editor,
              body: { ...filipinoPost, language },
            })
            assert.strictEqual(refused.status, 400, `${language}: ${refused.text}`)
            assert.isString(refused.json().message)
          }
          const blank = yield* call("POST", `/staff/news/${id}/translation`, {
            token: editor,
            body: { ...filipinoPost, subject: "  ", content: "<p></p>" },
          })
          assert.strictEqual(blank.status, 422, blank.text)
          assert.containsAllKeys(blank.json().errors, ["subject", "content"])
          const banner = yield* call("POST", "/staff/content/banners/translation", {
            token: editor,
            body: { id: 1, language: "xx", title: "Hi" },
          })
          assert.strictEqual(banner.status, 400, banner.text)
          const policy = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "privacy", body: "Text", language: "de" },
          })
          assert.strictEqual(policy.status, 400, policy.text)
          const missing = yield* call("POST", "/staff/news/999999/translation", {
            token: editor,
            body: filipinoPost,
          })
          assert.strictEqual(missing.status, 404)
          const opened = yield* call("GET", `/staff/news/${id}`, { token: editor })
          assert.deepStrictEqual(opened.json().translations, [])
        }),
    )

    it.effect("a policy page written in Filipino is read in Filipino; removed, it reads English", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const save = (body: Record<string, string>) =>
          call("POST", "/staff/content/policies/save", { token: editor, body })
        // A translation needs the English page first.
        const early = yield* save({ slug: "cash", body: "Bayad", language: "fil" })
        assert.strictEqual(early.status, 422, early.text)

        assert.strictEqual((yield* save({ slug: "cash", body: "Top-ups are final." })).status, 200)
        assert.strictEqual((yield* read("/getpolicypage/cash", inFilipino)).body, "Top-ups are final.")
        const translated = yield* save({
          slug: "cash",
          body: "Hindi na maibabalik ang top-up.",
          language: "fil",
        })
        assert.strictEqual(translated.status, 200, translated.text)

        assert.strictEqual(
          (yield* read("/getpolicypage/cash", inFilipino)).body,
          "Hindi na maibabalik ang top-up.",
        )
        assert.strictEqual((yield* read("/getpolicypage/cash")).body, "Top-ups are final.")
        const pages = yield* call("GET", "/staff/content/policies", { token: editor })
        const cash = (
          pages.json().data as Array<{ slug: string; translations: Array<{ language: string }> }>
        ).find((page) => page.slug === "cash")
        assert.deepStrictEqual(
          cash?.translations.map((translation) => translation.language),
          ["fil"],
        )

        const removed = yield* save({ slug: "cash", body: "", language: "fil" })
        assert.strictEqual(removed.status, 200, removed.text)
        assert.strictEqual((yield* read("/getpolicypage/cash", inFilipino)).body, "Top-ups are final.")
        // The English page is still written.
        assert.strictEqual((yield* read("/getpolicypage/cash")).body, "Top-ups are final.")
      }),
    )

    it.effect(
      "a banner's Filipino title shows in Filipino with the same picture; removed, English again",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          const created = yield* call("POST", "/staff/content/banners/save", {
            token: editor,
            body: { imgUrl: "/media/uploads/spring", title: "Spring festival", linkUrl: "", isActive: true },
          })
          const id = created.json().id as number
          const bannerIn = (reader?: Reader) =>
            Effect.map(
              read("/getSiteBanners", reader),
              (banners: Array<{ id: number; title: string; img_url: string }>) =>
                banners.find((banner) => banner.id === id),
            )
          assert.strictEqual((yield* bannerIn(inFilipino))?.title, "Spring festival")

          const saved = yield* call("POST", "/staff/content/banners/translation", {
            token: editor,
            body: { id, language: "fil", title: "Pista ng tagsibol" },
          })
          assert.strictEqual(saved.status, 200, saved.text)
          const filipino = yield* bannerIn({ cookie: "lang=fil" })
          assert.strictEqual(filipino?.title, "Pista ng tagsibol")
          assert.strictEqual(filipino?.img_url, "/media/uploads/spring")
          assert.strictEqual((yield* bannerIn())?.title, "Spring festival")
          const listed = yield* call("GET", "/staff/content/banners", { token: editor })
          const row = (listed.json().data as Array<{ id: number; translations: unknown }>).find(
            (b) => b.id === id,
          )
          assert.deepStrictEqual(row?.translations, [{ language: "fil", title: "Pista ng tagsibol" }])

          const removed = yield* call("POST", "/staff/content/banners/translation", {
            token: editor,
            body: { id, language: "fil", title: "" },
          })
          assert.strictEqual(removed.status, 200, removed.text)
          assert.strictEqual((yield* bannerIn(inFilipino))?.title, "Spring festival")
        }),
    )
  })
})
