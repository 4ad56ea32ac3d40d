import { readFileSync } from "node:fs"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { type DemoMedia, demoGallery, demoMovies, demoWallpapers, wallpaperSizes } from "../src/seed/media.ts"
import { demoSocialLinks } from "../src/seed/socials.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

interface FileJson {
  readonly label: string
  readonly url: string
  readonly width: number | null
  readonly height: number | null
}

interface EntryJson {
  readonly id: number
  readonly kind: string
  readonly title: string
  readonly description: string
  readonly img_url: string
  readonly files: ReadonlyArray<FileJson>
  readonly created_at: string
}

/** The SQL example docs/demo.md gives operators, split into its statements. */
const operatorExample = (() => {
  const page = readFileSync(new URL("../../../docs/demo.md", import.meta.url), "utf8")
  const block =
    /### Setting your own media and social links[\s\S]*?```sql\n([\s\S]*?)```/.exec(page)?.[1] ?? ""
  return block
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter((statement) => statement.length > 0)
})()

const getJson = (path: string) =>
  Effect.gen(function* () {
    const server = yield* TestServer
    const response = yield* server.send(path)
    return { status: response.status, contentType: response.headers["content-type"], body: response.json() }
  })

const mediaList = (kind: string) =>
  Effect.map(getJson(`/api/getmediaall/${kind}`), ({ status, body }) => {
    assert.strictEqual(status, 200)
    return body.data as ReadonlyArray<EntryJson>
  })

/** The titles of the demo entries of a page, newest first, as the seed wrote them. */
const newestFirst = (media: ReadonlyArray<DemoMedia>) =>
  media.toSorted((a, b) => a.hoursAgo - b.hoursAgo).map((entry) => entry.title)

const isNewestFirst = (entries: ReadonlyArray<EntryJson>) =>
  entries.every(
    (entry, index) =>
      index === 0 || Date.parse(entries[index - 1]?.created_at ?? "") >= Date.parse(entry.created_at),
  )

describe(`media and socials calls on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("each media page lists only its own entries, newest first", () =>
      Effect.gen(function* () {
        for (const [kind, seeded] of [
          ["gallery", demoGallery],
          ["wallpaper", demoWallpapers],
          ["movie", demoMovies],
        ] as const) {
          const entries = yield* mediaList(kind)
          assert.deepStrictEqual(
            entries.map((entry) => entry.title),
            newestFirst(seeded),
            kind,
          )
          assert.isTrue(
            entries.every((entry) => entry.kind === kind),
            kind,
          )
          assert.isTrue(isNewestFirst(entries), kind)
        }
      }),
    )

    it.effect(
      "gallery pictures have a thumbnail and their full picture; wallpapers every size in order",
      () =>
        Effect.gen(function* () {
          for (const entry of yield* mediaList("gallery")) {
            assert.match(entry.img_url, /^\/media\/gallery\/[a-z-]+-480x270\.svg$/)
            assert.isNotEmpty(entry.description)
            assert.deepStrictEqual(
              entry.files.map((file) => [file.label, file.width, file.height]),
              [["Full picture", 1600, 900]],
            )
          }
          for (const entry of yield* mediaList("wallpaper")) {
            assert.deepStrictEqual(
              entry.files.map((file) => [file.label, file.width, file.height]),
              wallpaperSizes.map((size) => [size.label, size.width, size.height]),
            )
          }
          for (const entry of yield* mediaList("movie")) {
            assert.match(entry.img_url, /^\/media\/poster\/[a-z-]+-480x720\.svg$/)
            assert.deepStrictEqual(entry.files, [])
          }
        }),
    )

    it.effect("every seeded picture is served as an SVG with an accessible name", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const urls = new Set<string>()
        for (const kind of ["gallery", "wallpaper", "movie"]) {
          for (const entry of yield* mediaList(kind)) {
            urls.add(entry.img_url)
            for (const file of entry.files) urls.add(file.url)
          }
        }
        assert.isAtLeast(urls.size, 8 * 2 + 4 * 4 + 3)
        for (const url of urls) {
          const response = yield* server.send(url)
          assert.strictEqual(response.status, 200, url)
          assert.strictEqual(response.headers["content-type"], "image/svg+xml", url)
          assert.match(response.text, /role="img" aria-label="[^"]+"/, url)
        }
      }),
    )

    it.effect("an unknown kind answers 400 JSON with a readable message, never a 500", () =>
      Effect.gen(function* () {
        for (const kind of ["music", "Gallery", "1"]) {
          const { status, contentType, body } = yield* getJson(`/api/getmediaall/${kind}`)
          assert.strictEqual(status, 400, kind)
          assert.match(contentType ?? "", /application\/json/)
          assert.strictEqual(body.message, "The request is not valid.")
          assert.deepStrictEqual(Object.keys(body.errors), ["params.kind"])
        }
        const { status, body } = yield* getJson("/api/getmediaall")
        assert.strictEqual(status, 404)
        assert.isString(body.message)
      }),
    )

    it.effect("social links come in position order", () =>
      Effect.gen(function* () {
        const { status, body } = yield* getJson("/api/getsociallinks")
        assert.strictEqual(status, 200)
        assert.deepStrictEqual(
          body.data.map(({ network, name, description, url }: Record<string, string>) => ({
            network,
            name,
            description,
            url,
          })),
          demoSocialLinks,
        )
      }),
    )

    // The tests below change the data, so they come last.
    it.effect("hides unpublished entries, lists a new one first and keeps its files in position order", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [fresh] = yield* sql<{ id: number }>`
          INSERT INTO media_entries (kind, title, img_url) VALUES ('wallpaper', 'Fresh', '/media/x.svg') RETURNING id`
        const [hidden] = yield* sql<{ id: number }>`
          INSERT INTO media_entries (kind, title, img_url, is_published)
          VALUES ('wallpaper', 'Hidden', '/media/y.svg', false) RETURNING id`
        // Written out of order on purpose: the position decides, not the insertion.
        yield* sql`INSERT INTO media_files (entry_id, position, label, url) VALUES
          (${fresh?.id ?? 0}, 2, 'Third', '/c'), (${fresh?.id ?? 0}, 0, 'First', '/a'),
          (${fresh?.id ?? 0}, 1, 'Second', '/b'), (${hidden?.id ?? 0}, 0, 'Secret', '/s')`

        const entries = yield* mediaList("wallpaper")
        assert.strictEqual(entries[0]?.title, "Fresh")
        assert.deepStrictEqual(
          entries[0]?.files.map((file) => [file.label, file.width]),
          [
            ["First", null],
            ["Second", null],
            ["Third", null],
          ],
        )
        assert.notInclude(
          entries.map((entry) => entry.title),
          "Hidden",
        )
        assert.strictEqual(entries.length, demoWallpapers.length + 1)
        assert.strictEqual((yield* mediaList("gallery")).length, demoGallery.length)
      }),
    )

    it.effect("a lower sort order pins an entry above newer ones", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const oldest = newestFirst(demoMovies).at(-1) ?? ""
        yield* sql`UPDATE media_entries SET sort_order = -1 WHERE kind = 'movie' AND title = ${oldest}`
        const titles = (yield* mediaList("movie")).map((entry) => entry.title)
        assert.deepStrictEqual(titles, [oldest, ...newestFirst(demoMovies).slice(0, -1)])
      }),
    )

    it.effect("social links hide unpublished ones and follow the operator's positions", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO social_links (network, name, url, position) VALUES
          ('discord', 'Our chat', 'https://chat.example.org/invite', -1)`
        yield* sql`INSERT INTO social_links (network, name, url, position, is_published) VALUES
          ('facebook', 'Not yet', 'https://page.example.org', 0, false)`
        const { body } = yield* getJson("/api/getsociallinks")
        assert.deepStrictEqual(
          body.data.map((link: { name: string }) => link.name),
          ["Our chat", ...demoSocialLinks.map((link) => link.name)],
        )
      }),
    )

    it.effect("the operator's SQL example in docs/demo.md runs and changes the pages as it says", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        assert.strictEqual(operatorExample.length, 4)
        for (const statement of operatorExample) yield* sql.unsafe(statement)
        const { body } = yield* getJson("/api/getsociallinks")
        assert.deepStrictEqual(
          body.data.map((link: { network: string }) => link.network),
          ["discord", "youtube"],
        )
        // The newest movie, after the one pinned above.
        const movie = (yield* mediaList("movie"))[1]
        assert.strictEqual(movie?.title, "Launch trailer")
        assert.deepStrictEqual(
          movie?.files.map((file) => [file.label, file.width, file.height]),
          [["Launch trailer", 1920, 1080]],
        )
        const [wallpaper] = yield* mediaList("wallpaper")
        assert.deepStrictEqual(
          wallpaper?.files.map((file) => file.label),
          ["1920 × 1080", "Phone 1080 × 1920"],
        )
      }),
    )
  })
})
