import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { newsDraftMessages } from "@gatehouse/domain"
import { Context, Effect, Layer, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { defaultLimits, defaultObservability, type ServerSettings } from "../src/config.ts"
import { demoEditor, demoStaff } from "../src/seed/accounts.ts"
import { demoNewsDrafts } from "../src/seed/steps/consoleNews.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { call } from "./support/accounts.ts"
import { databaseKind, testDatabaseSettings } from "./support/database.ts"
import { send } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

const draft = {
  type: 2,
  subject: "Moonlit Festival begins",
  content: "<h2>Three nights</h2><p>Lanterns over <strong>Sacred Gate</strong>.</p>",
  imgThumbnail: "/media/uploads/0123456789abcdef0123456789abcdef",
  published: false,
}

interface Article {
  readonly id: number
  readonly type: number
  readonly subject: string
  readonly content: string
  readonly author: string
  readonly img_thumbnail: string | null
  readonly published: boolean
}

/** The ids a public board or article answers (through the public reads kept in memory). */
const publicIds = (path: string) =>
  Effect.map(call("GET", path), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return (response.json().data as ReadonlyArray<{ id: number }>).map((item) => item.id)
  })

/** Every news row as the database keeps it, to prove a refused call changed nothing. */
const newsTable = Effect.flatMap(
  Effect.service(SqlClient.SqlClient),
  (sql) =>
    sql`SELECT id, type, subject, content, img_thumbnail, is_published, updated_at FROM news ORDER BY id`,
).pipe(Effect.orDie)

const created = (token: string, body: unknown = draft) =>
  Effect.map(call("POST", "/staff/news", { token, body }), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return response.json() as Article
  })

describe(`the console's news editor, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every news call refuses guests (401) and players (403), and writes nothing", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/news", "editor")
        yield* assertStaffOnly("GET", "/staff/news/1", "editor")
        yield* assertStaffOnly("POST", "/staff/news", "editor", draft)
        yield* assertStaffOnly("POST", "/staff/news/1", "editor", draft)
        yield* assertStaffOnly("POST", "/staff/news/1/publish", "editor", { published: false })
        yield* assertStaffOnly("POST", "/staff/news/1/delete", "editor")
      }),
    )

    it.effect(
      "an editor writes a draft players cannot see, publishes it onto the boards and its page, and takes it back",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          // Read first, so the boards are held in memory and must be told of the change.
          const boardBefore = yield* publicIds("/getnewsall/0/8/1/0")
          const eventsBefore = yield* publicIds("/getnewsall/2/8/1/0")

          const item = yield* created(editor)
          assert.strictEqual(item.author, demoEditor.userId)
          assert.isFalse(item.published)
          const [createdRow] = yield* latestAudit()
          assert.strictEqual(createdRow?.action, "news.create")
          assert.strictEqual(createdRow?.target, String(item.id))
          assert.strictEqual(createdRow?.staff_user_id, demoEditor.userId)
          assert.deepInclude(createdRow?.after as object, {
            subject: draft.subject,
            type: 2,
            published: false,
          })
          assert.isNull(createdRow?.before)
          assert.deepStrictEqual(yield* publicIds("/getnewsall/0/8/1/0"), boardBefore)
          assert.deepStrictEqual(yield* publicIds(`/getspecificnews/${item.id}`), [])

          const listed = yield* call("GET", "/staff/news", { token: editor })
          assert.strictEqual(listed.status, 200)
          const first = listed.json().data[0]
          assert.strictEqual(first.id, item.id)
          assert.isFalse(first.published)
          assert.notProperty(first, "content")

          const published = yield* call("POST", `/staff/news/${item.id}/publish`, {
            token: editor,
            body: { published: true },
          })
          assert.strictEqual(published.status, 200, published.text)
          assert.isTrue(published.json().published)
          const [publishRow] = yield* latestAudit()
          assert.strictEqual(publishRow?.action, "news.publish")
          assert.deepInclude(publishRow?.before as object, { published: false })
          assert.deepInclude(publishRow?.after as object, { published: true })

          assert.strictEqual((yield* publicIds("/getnewsall/0/8/1/0"))[0], item.id)
          assert.strictEqual((yield* publicIds("/getnewsall/2/8/1/0"))[0], item.id)
          assert.notInclude(yield* publicIds("/getnewsall/1/8/1/0"), item.id)
          const article = yield* call("GET", `/getspecificnews/${item.id}`)
          const [shown] = article.json().data
          assert.strictEqual(shown.subject, draft.subject)
          assert.strictEqual(shown.img_thumbnail, draft.imgThumbnail)
          assert.strictEqual(shown.IsShowThumbnail, 1)
          assert.strictEqual(shown.author, demoEditor.userId)

          const withdrawn = yield* call("POST", `/staff/news/${item.id}/publish`, {
            token: editor,
            body: { published: false },
          })
          assert.strictEqual(withdrawn.status, 200)
          assert.strictEqual((yield* latestAudit())[0]?.action, "news.unpublish")
          assert.deepStrictEqual(yield* publicIds("/getnewsall/0/8/1/0"), boardBefore)
          assert.deepStrictEqual(yield* publicIds("/getnewsall/2/8/1/0"), eventsBefore)
          assert.deepStrictEqual(yield* publicIds(`/getspecificnews/${item.id}`), [])
        }),
    )

    it.effect("script in a body is stripped before it is stored, and the audit row keeps only its size", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const item = yield* created(administrator, {
          ...draft,
          published: true,
          content:
            '<p onclick="steal()">Patch notes</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        })
        assert.notInclude(item.content, "<script")
        assert.notInclude(item.content, "onclick")
        assert.notInclude(item.content, "onerror")
        assert.include(item.content, "Patch notes")
        const opened = yield* call("GET", `/staff/news/${item.id}`, { token: administrator })
        assert.strictEqual(opened.json().content, item.content)
        const publicBody = (yield* call("GET", `/getspecificnews/${item.id}`)).json().data[0]
          .content as string
        assert.notInclude(publicBody, "<script")
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.staff_user_id, demoStaff.userId)
        const { body } = (row?.after ?? {}) as { body: { length: number; sha256: string } }
        assert.strictEqual(body.length, item.content.length)
        assert.match(body.sha256, /^[0-9a-f]{16}$/)
      }),
    )

    it.effect("an edit rewrites the item, keeps its writer and records before and after", () =>
      Effect.gen(function* () {
        const { editor, administrator } = yield* staffTokens
        const item = yield* created(administrator)
        const edited = yield* call("POST", `/staff/news/${item.id}`, {
          token: editor,
          body: { ...draft, type: 1, subject: "  Festival guide  ", imgThumbnail: null, published: true },
        })
        assert.strictEqual(edited.status, 200, edited.text)
        const after = edited.json() as Article
        assert.strictEqual(after.subject, "Festival guide")
        assert.strictEqual(after.type, 1)
        assert.isNull(after.img_thumbnail)
        assert.strictEqual(after.author, demoStaff.userId)
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "news.update")
        assert.strictEqual(row?.staff_user_id, demoEditor.userId)
        assert.deepInclude(row?.before as object, {
          subject: draft.subject,
          type: 2,
          thumbnail: draft.imgThumbnail,
        })
        assert.deepInclude(row?.after as object, { subject: "Festival guide", type: 1, thumbnail: null })
        assert.include(yield* publicIds("/getnewsall/1/8/1/0"), item.id)
        const shown = (yield* call("GET", `/getspecificnews/${item.id}`)).json().data[0]
        assert.strictEqual(shown.IsShowThumbnail, 0)
      }),
    )

    it.effect("a deleted item is gone from the console and the boards, after a confirmed audit row", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const item = yield* created(editor, { ...draft, published: true })
        assert.strictEqual((yield* publicIds("/getnewsall/0/8/1/0"))[0], item.id)
        const deleted = yield* call("POST", `/staff/news/${item.id}/delete`, { token: editor })
        assert.strictEqual(deleted.status, 200)
        assert.strictEqual(deleted.json().message, "The news item was deleted.")
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "news.delete")
        assert.deepInclude(row?.before as object, { subject: draft.subject, published: true })
        assert.isNull(row?.after)
        assert.notInclude(yield* publicIds("/getnewsall/0/8/1/0"), item.id)
        const opened = yield* call("GET", `/staff/news/${item.id}`, { token: editor })
        assert.strictEqual(opened.status, 404)
        assert.strictEqual(opened.json().message, newsDraftMessages.notFound)
      }),
    )

    it.effect("bad input is refused with a readable message and changes nothing", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const item = yield* created(editor)
        const tableBefore = yield* newsTable
        const auditBefore = yield* auditCount

        const refusedDrafts: ReadonlyArray<readonly [unknown, number, string]> = [
          [{ ...draft, subject: "   " }, 422, "subject"],
          [{ ...draft, content: "<p> </p><script>alert(1)</script>" }, 422, "content"],
          [{ ...draft, imgThumbnail: "javascript:alert(1)" }, 422, "imgThumbnail"],
          [{ ...draft, imgThumbnail: "//elsewhere.example/x.png" }, 422, "imgThumbnail"],
          [{ ...draft, type: 7 }, 400, "payload.type"],
          [{ ...draft, subject: "x".repeat(201) }, 400, "payload.subject"],
          [{ ...draft, published: "yes" }, 400, "payload.published"],
          [{ subject: "Only a subject" }, 400, "payload.type"],
        ]
        for (const [body, status, field] of refusedDrafts) {
          for (const path of ["/staff/news", `/staff/news/${item.id}`]) {
            const refused = yield* call("POST", path, { token: editor, body })
            assert.strictEqual(refused.status, status, `${path} ${JSON.stringify(body)}: ${refused.text}`)
            const answer = refused.json()
            assert.isString(answer.message)
            assert.property(answer.errors, field)
          }
        }
        const blank = yield* call("POST", "/staff/news", { token: editor, body: { ...draft, subject: "" } })
        assert.deepStrictEqual(blank.json().errors.subject, [newsDraftMessages.subjectRequired])

        for (const path of [
          "/staff/news/999999",
          "/staff/news/999999/publish",
          "/staff/news/999999/delete",
        ]) {
          const missing = yield* call("POST", path, {
            token: editor,
            body: path.endsWith("/publish")
              ? { published: true }
              : path.endsWith("/delete")
                ? undefined
                : draft,
          })
          assert.strictEqual(missing.status, 404, path)
          assert.strictEqual(missing.json().message, newsDraftMessages.notFound)
        }
        const badId = yield* call("GET", "/staff/news/twelve", { token: editor })
        assert.strictEqual(badId.status, 400)
        const badPage = yield* call("GET", "/staff/news?page=0", { token: editor })
        assert.strictEqual(badPage.status, 400)
        const badPublish = yield* call("POST", `/staff/news/${item.id}/publish`, { token: editor, body: {} })
        assert.strictEqual(badPublish.status, 400)

        assert.deepStrictEqual(yield* newsTable, tableBefore)
        assert.strictEqual(yield* auditCount, auditBefore)
      }),
    )

    it.effect("the list pages through every item, published or not, newest first", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const first = yield* call("GET", "/staff/news", { token: editor })
        const { data, page, pageCount } = first.json()
        assert.strictEqual(page, 1)
        assert.isAtLeast(pageCount, 1)
        assert.isAtMost(data.length, 20)
        const [total] = yield* Effect.flatMap(
          Effect.service(SqlClient.SqlClient),
          (sql) => sql<{ total: number }>`SELECT count(*)::int AS total FROM news`,
        ).pipe(Effect.orDie)
        assert.strictEqual(pageCount, Math.max(1, Math.ceil((total?.total ?? 0) / 20)))
        const past = yield* call("GET", `/staff/news?page=${pageCount + 1}`, { token: editor })
        assert.deepStrictEqual(past.json().data, [])

        // The demo's drafts by the content editor are listed, and no public read shows them.
        const everything: Array<{ id: number; subject: string; author: string; published: boolean }> = []
        for (let number = 1; number <= pageCount; number++) {
          everything.push(
            ...(yield* call("GET", `/staff/news?page=${number}`, { token: editor })).json().data,
          )
        }
        assert.strictEqual(everything.length, total?.total)
        const drafts = everything.filter((entry) =>
          demoNewsDrafts.some((draft) => draft.subject === entry.subject),
        )
        assert.lengthOf(drafts, demoNewsDrafts.length)
        for (const entry of drafts) {
          assert.isFalse(entry.published)
          assert.strictEqual(entry.author, demoEditor.userId)
          assert.deepStrictEqual(yield* publicIds(`/getspecificnews/${entry.id}`), [])
        }
      }),
    )
  })
})

/**
 * A second server over the same database, sharing nothing else with the first (no cache, no
 * client), as a second instance behind a load balancer would. The embedded database belongs to one
 * process, so on PGlite the second "instance" is the first one itself.
 */
class OtherInstance extends Context.Service<
  OtherInstance,
  { readonly read: (target: string) => Effect.Effect<ReadonlyArray<number>>; readonly separate: boolean }
>()("test/OtherInstance") {}

const idsAt = (url: string) => (target: string) =>
  Effect.promise(() => send(url, `/api${target}`)).pipe(
    Effect.map((response) => (response.json().data as ReadonlyArray<{ id: number }>).map((item) => item.id)),
  )

const twoInstances = Layer.unwrap(
  Effect.gen(function* () {
    const settings: ServerSettings = {
      port: 0,
      database: yield* testDatabaseSettings,
      seedDemo: true,
      portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
      trustedProxies: 1,
      observability: { ...defaultObservability, logLevel: "warning" },
      limits: defaultLimits,
    }
    let other = Effect.map(publicUrl, (url) => ({ read: idsAt(url), separate: false }))
    if (settings.database._tag === "External") {
      const second = yield* Layer.buildWithMemoMap(
        serverLayer(settings),
        yield* Layer.makeMemoMap,
        yield* Scope.Scope,
      )
      const url = yield* Effect.provideContext(publicUrl, second)
      other = Effect.succeed({ read: idsAt(url), separate: true })
    }
    const first = Effect.map(publicUrl, (url) =>
      TestServer.of({
        url,
        portalDir: settings.portalDir,
        database: settings.database,
        send: (target, init) => Effect.promise(() => send(url, target, init)),
      }),
    )
    return Layer.mergeAll(Layer.effect(TestServer, first), Layer.effect(OtherInstance, other)).pipe(
      Layer.provideMerge(serverLayer(settings)),
    )
  }),
)

/**
 * What the other instance serves once PostgreSQL has told it of the change: read again, request
 * after request (each a real round trip, no timer), up to a bound far above the notice's delay.
 */
const servedElsewhere = (target: string, heard: (ids: ReadonlyArray<number>) => boolean) =>
  Effect.gen(function* () {
    const { read, separate } = yield* OtherInstance
    let ids = yield* read(target)
    for (let attempt = 0; separate && !heard(ids) && attempt < 2_000; attempt++) ids = yield* read(target)
    return ids
  })

describe(`a news change through one instance, on ${databaseKind}`, () => {
  layer(twoInstances)((it) => {
    it.effect(
      "reaches every instance's boards and article page: published, taken back, published again, deleted",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          const board = "/getnewsall/0/8/1/0"
          // The other instance holds the boards in memory before the change.
          const before = yield* (yield* OtherInstance).read(board)

          const item = yield* created(editor, { ...draft, published: true })
          assert.strictEqual((yield* servedElsewhere(board, (ids) => ids[0] === item.id))[0], item.id)
          assert.deepStrictEqual(
            yield* servedElsewhere(`/getspecificnews/${item.id}`, (ids) => ids.length === 1),
            [item.id],
          )

          yield* call("POST", `/staff/news/${item.id}/publish`, { token: editor, body: { published: false } })
          assert.deepStrictEqual(yield* servedElsewhere(board, (ids) => ids[0] !== item.id), before)

          yield* call("POST", `/staff/news/${item.id}/publish`, { token: editor, body: { published: true } })
          assert.strictEqual((yield* servedElsewhere(board, (ids) => ids[0] === item.id))[0], item.id)
          yield* call("POST", `/staff/news/${item.id}/delete`, { token: editor })
          assert.deepStrictEqual(yield* servedElsewhere(board, (ids) => !ids.includes(item.id)), before)
        }),
    )
  })
})
