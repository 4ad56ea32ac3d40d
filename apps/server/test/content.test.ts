import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { serverFacts } from "../src/content/serverInfoArt.ts"
import { demoBanners } from "../src/seed/banners.ts"
import { demoNews, privacyPolicyNewsId } from "../src/seed/news.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

interface NewsJson {
  readonly id: number
  readonly type: number
  readonly subject: string
  readonly content: string
  readonly created_at: string
  readonly author: string
  readonly img_thumbnail: string | null
  readonly IsShowThumbnail: number
}

const getJson = (path: string) =>
  Effect.gen(function* () {
    const server = yield* TestServer
    const response = yield* server.send(path)
    return { status: response.status, contentType: response.headers["content-type"], body: response.json() }
  })

const newsList = (path: string) =>
  Effect.map(getJson(path), ({ status, body }) => {
    assert.strictEqual(status, 200)
    return body.data as ReadonlyArray<NewsJson>
  })

const isNewestFirst = (items: ReadonlyArray<NewsJson>) =>
  items.every(
    (item, index) =>
      index === 0 || Date.parse(items[index - 1]?.created_at ?? "") >= Date.parse(item.created_at),
  )

/** The demo news of a kind, newest first, as the seed wrote them. */
const seeded = (type?: number) =>
  demoNews
    .filter((news) => type === undefined || news.type === type)
    .toSorted((a, b) => a.hoursAgo - b.hoursAgo)
    .map((news) => news.id)

describe(`content calls on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("full lists (count 8, flags 1/0) hold the 8 newest items of every kind, newest first", () =>
      Effect.gen(function* () {
        const all = yield* newsList("/api/getnewsall/0/8/1/0")
        assert.deepStrictEqual(
          all.map((item) => item.id),
          seeded().slice(0, 8),
        )
        assert.isTrue(isNewestFirst(all))
        assert.deepStrictEqual(new Set(all.map((item) => item.type)), new Set([0, 1, 2]))
      }),
    )

    it.effect(
      "a board's archive pages through every item of its kind, 8 a page, the first page being the board",
      () =>
        Effect.gen(function* () {
          const pages: Array<ReadonlyArray<number>> = []
          let next: number | null = 1
          while (next !== null) {
            const { status, body } = yield* getJson(`/api/getnewspage/0/${next}`)
            assert.strictEqual(status, 200)
            const page = body as {
              data: ReadonlyArray<NewsJson>
              next_page: number | null
              last_page: number
            }
            assert.isAtMost(page.data.length, 8)
            pages.push(page.data.map((item) => item.id))
            assert.strictEqual(page.last_page, Math.ceil(seeded().length / 8))
            next = page.next_page
          }
          assert.deepStrictEqual(pages.flat(), seeded())
          assert.deepStrictEqual(
            pages[0],
            (yield* newsList("/api/getnewsall/0/8/1/0")).map((item) => item.id),
          )

          const guides = yield* getJson("/api/getnewspage/1/1")
          assert.deepStrictEqual(
            (guides.body as { data: ReadonlyArray<NewsJson> }).data.map((item) => item.id),
            seeded(1).slice(0, 8),
          )
          const beyond = (yield* getJson("/api/getnewspage/0/999")).body as { data: unknown[] }
          assert.deepStrictEqual(beyond.data, [])
        }),
    )

    it.effect("an archive page that is not a whole number from 1, or a category past 2, is a 400", () =>
      Effect.gen(function* () {
        for (const path of ["/api/getnewspage/0/0", "/api/getnewspage/0/x", "/api/getnewspage/3/1"]) {
          const { status, body } = yield* getJson(path)
          assert.strictEqual(status, 400, path)
          assert.strictEqual((body as { _tag?: unknown })._tag, "InvalidRequest", path)
        }
      }),
    )

    it.effect("category 1 lists only guides and category 2 only events", () =>
      Effect.gen(function* () {
        const guides = yield* newsList("/api/getnewsall/1/8/1/0")
        const events = yield* newsList("/api/getnewsall/2/8/1/0")
        assert.deepStrictEqual(
          guides.map((item) => item.id),
          seeded(1),
        )
        assert.deepStrictEqual(
          events.map((item) => item.id),
          seeded(2),
        )
        assert.isTrue(guides.every((item) => item.type === 1) && isNewestFirst(guides))
        assert.isTrue(events.every((item) => item.type === 2) && isNewestFirst(events))
      }),
    )

    it.effect("latest style (count 1, flags 0/1) gives each board its single newest item", () =>
      Effect.gen(function* () {
        for (const [category, type] of [
          [0, undefined],
          [1, 1],
          [2, 2],
        ] as const) {
          const latest = yield* newsList(`/api/getnewsall/${category}/1/0/1`)
          assert.deepStrictEqual(
            latest.map((item) => item.id),
            seeded(type).slice(0, 1),
          )
        }
      }),
    )

    it.effect("news items carry every field the boards and the detail page show", () =>
      Effect.gen(function* () {
        const [item] = yield* newsList("/api/getnewsall/0/1/0/1")
        assert.isDefined(item)
        assert.hasAllKeys(item, [
          "id",
          "subject",
          "content",
          "type",
          "created_at",
          "author",
          "img_thumbnail",
          "IsShowThumbnail",
        ])
        assert.isFalse(Number.isNaN(Date.parse(item?.created_at ?? "")))
        assert.include([0, 1], item?.IsShowThumbnail)
      }),
    )

    it.effect("a news item by id comes as a one-item list; a missing id as an empty list", () =>
      Effect.gen(function* () {
        const found = yield* newsList(`/api/getspecificnews/${privacyPolicyNewsId}`)
        assert.deepStrictEqual(
          found.map((item) => item.subject),
          ["Privacy Policy"],
        )
        assert.include(found[0]?.content ?? "", "<h2>")
        assert.deepStrictEqual(yield* newsList("/api/getspecificnews/424242"), [])
      }),
    )

    it.effect("bad path parameters answer 400 JSON naming each bad field, never a 500", () =>
      Effect.gen(function* () {
        for (const [path, fields] of [
          ["/api/getnewsall/3/8/1/0", ["params.category"]],
          ["/api/getnewsall/0/eight/1/0", ["params.count"]],
          ["/api/getnewsall/0/0/1/0", ["params.count"]],
          ["/api/getnewsall/0/8/2/-1", ["params.flagA", "params.flagB"]],
          ["/api/getspecificnews/abc", ["params.id"]],
          ["/api/getspecificnews/-4", ["params.id"]],
        ] as const) {
          const { status, contentType, body } = yield* getJson(path)
          assert.strictEqual(status, 400, path)
          assert.match(contentType ?? "", /application\/json/)
          assert.strictEqual(body.message, "The request is not valid.")
          assert.deepStrictEqual(Object.keys(body.errors).sort(), [...fields], path)
        }
      }),
    )

    it.effect("unknown API paths answer 404 JSON with a readable message", () =>
      Effect.gen(function* () {
        for (const path of [
          "/api/getnewsall/0/8/1",
          "/api/no-such-call",
          "/api",
          "/api/getspecificnews/1/extra",
          "/api/getspecificnews/%",
        ]) {
          const { status, contentType, body } = yield* getJson(path)
          assert.strictEqual(status, 404, path)
          assert.match(contentType ?? "", /application\/json/)
          assert.match(body.message, /^There is no API call GET \/api/)
        }
      }),
    )

    it.effect("downloads list the client mirrors with their icons", () =>
      Effect.gen(function* () {
        const { status, body } = yield* getJson("/api/getdownloadsall")
        assert.strictEqual(status, 200)
        assert.isAtLeast(body.data.length, 3)
        for (const download of body.data) {
          assert.hasAllKeys(download, [
            "seq",
            "link_name",
            "link_address",
            "link_type",
            "link_description",
            "link_date",
            "link_icon",
          ])
          assert.match(download.link_address, /^https:\/\//)
          assert.match(download.link_date, /^\d{4}-\d{2}-\d{2}$/)
        }
      }),
    )

    it.effect("system requirements list the download page's seven rows, minimum and recommended", () =>
      Effect.gen(function* () {
        const { status, body } = yield* getJson("/api/getsystemrequirements")
        assert.strictEqual(status, 200)
        assert.deepStrictEqual(
          body.data.map((row: { label: string }) => row.label),
          ["CPU", "RAM", "Graphics Card", "Disk Space", "DirectX", "Connection Speed", "Operating System"],
        )
        for (const row of body.data) {
          assert.hasAllKeys(row, ["component", "label", "minimum", "recommended"])
          assert.isNotEmpty(row.minimum)
          assert.isNotEmpty(row.recommended)
        }
      }),
    )

    it.effect("server information names its image, which is served, and says what it shows", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { status, body } = yield* getJson("/api/getserverinfo")
        assert.strictEqual(status, 200)
        const picture = yield* server.send(body.data.img_url)
        assert.strictEqual(picture.status, 200)
        assert.strictEqual(picture.headers["content-type"], "image/svg+xml")
        for (const [label, value] of serverFacts) {
          assert.include(picture.text, value)
          assert.include(body.data.description.toLowerCase(), label.toLowerCase())
        }
      }),
    )

    it.effect(
      "banners come as { data: [...] } with their words and targets, and their pictures are served",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { status, body } = yield* getJson("/api/getSiteBanners")
          assert.strictEqual(status, 200)
          assert.deepStrictEqual(
            body.data.map((banner: { title: string; link_url: string | null }) => [
              banner.title,
              banner.link_url,
            ]),
            demoBanners.map((banner) => [banner.title, banner.link]),
          )
          for (const banner of body.data) {
            assert.hasAllKeys(banner, ["id", "img_url", "title", "link_url"])
            const picture = yield* server.send(banner.img_url)
            assert.strictEqual(picture.status, 200)
            assert.strictEqual(picture.headers["content-type"], "image/svg+xml")
            assert.match(picture.text, /^<svg [^>]*width="615" height="210"/)
          }
        }),
    )
  })
})
