import { createHash } from "node:crypto"
import type { NewsDraftPayload, StaffNewsArticle, StaffNewsEntry } from "@gatehouse/api-client/console"
import { isPictureAddress, type NewsKind, newsDraftMessages } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, Struct } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { decodeRows, Total } from "../database/rows.ts"
import { InputRefused, NotAvailable } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import { sanitizeNewsHtml } from "./sanitizeHtml.ts"

/** How many items one page of the console's news list shows. */
export const staffNewsPageSize = 20

/** A news row as the database gives it. */
const NewsRecord = Schema.Struct({
  id: Schema.Int,
  type: Schema.Int,
  subject: Schema.String,
  content: Schema.String,
  author: Schema.String,
  img_thumbnail: Schema.NullOr(Schema.String),
  published: Schema.Boolean,
  created_at: Schema.Date,
  updated_at: Schema.Date,
})
type NewsRecord = typeof NewsRecord.Type

/** A row of the list, without the body. */
const NewsEntryRecord = NewsRecord.mapFields(Struct.omit(["content"]))

const articleOf = (row: NewsRecord): StaffNewsArticle => ({
  id: row.id,
  type: row.type,
  subject: row.subject,
  content: row.content,
  author: row.author,
  img_thumbnail: row.img_thumbnail,
  published: row.published,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

const entryOf = (row: typeof NewsEntryRecord.Type): StaffNewsEntry => ({
  id: row.id,
  type: row.type,
  subject: row.subject,
  author: row.author,
  img_thumbnail: row.img_thumbnail,
  published: row.published,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/**
 * What the audit log keeps of a news item. The body is summarised by its length and a digest, so a
 * long guide does not bloat every row while a changed body still shows as changed.
 */
export const auditedNews = (row: NewsRecord) => ({
  subject: row.subject,
  type: row.type,
  published: row.published,
  thumbnail: row.img_thumbnail,
  body: {
    length: row.content.length,
    sha256: createHash("sha256").update(row.content).digest("hex").slice(0, 16),
  },
})

/** A body with nothing a reader could see: no text and no picture once the markup is set aside. */
const isBlankBody = (html: string) =>
  html.replace(/<[^>]*>|&nbsp;/g, "").trim() === "" && !/<img\s/i.test(html)

/** A draft as it will be stored, or the reasons it cannot be. */
const checkedDraft = (draft: NewsDraftPayload) =>
  Effect.gen(function* () {
    const subject = draft.subject.trim()
    const content = sanitizeNewsHtml(draft.content)
    const thumbnail = draft.imgThumbnail?.trim() || null
    const errors: Record<string, Array<string>> = {}
    if (subject === "") errors.subject = [newsDraftMessages.subjectRequired]
    if (isBlankBody(content)) errors.content = [newsDraftMessages.bodyRequired]
    if (thumbnail !== null && !isPictureAddress(thumbnail))
      errors.imgThumbnail = [newsDraftMessages.thumbnailAddress]
    if (Object.keys(errors).length > 0) {
      return yield* new InputRefused({ message: newsDraftMessages.refused, errors })
    }
    return {
      type: draft.type as NewsKind,
      subject,
      content,
      img_thumbnail: thumbnail,
      // A thumbnail given is a thumbnail shown: the editor has no separate switch for it.
      show_thumbnail: thumbnail !== null,
      is_published: draft.published,
    }
  })

/** Database failures are the server's own fault (a 500 with its cause logged), never the staff member's. */
const orDieOnSql = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
  Effect.catchIf(
    effect,
    (error) => SqlError.isSqlError(error),
    (error) => Effect.die(error),
  ) as Effect.Effect<A, Exclude<E, SqlError.SqlError>, R>

/**
 * The staff side of news, events and guides (ADR 0025): every item, published or not, and the
 * changes staff make to them. Each change is one transaction holding the change itself, its audit
 * row and the notice that clears every instance's cached news reads once it commits.
 */
export class NewsEditor extends Context.Service<
  NewsEditor,
  {
    /** One page of every item, newest first. */
    readonly list: (
      page: number,
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<StaffNewsEntry>; readonly pageCount: number }>
    readonly open: (id: number) => Effect.Effect<StaffNewsArticle, NotAvailable>
    /** Writes a new item, by the staff member; its body sanitised. */
    readonly create: (actor: Actor, draft: NewsDraftPayload) => Effect.Effect<StaffNewsArticle, InputRefused>
    /** Rewrites an item's kind, subject, body, thumbnail and publish state; its writer stays. */
    readonly update: (
      actor: Actor,
      id: number,
      draft: NewsDraftPayload,
    ) => Effect.Effect<StaffNewsArticle, InputRefused | NotAvailable>
    /** Shows an item to players or takes it back, and nothing else. */
    readonly setPublished: (
      actor: Actor,
      id: number,
      published: boolean,
    ) => Effect.Effect<StaffNewsArticle, NotAvailable>
    readonly remove: (actor: Actor, id: number) => Effect.Effect<void, NotAvailable>
  }
>()("gatehouse/server/NewsEditor") {
  static readonly layer = Layer.effect(
    NewsEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const changes = yield* Changes
      const audit = yield* AuditLog
      const columns = sql`id, type, subject, content, author, img_thumbnail,
        is_published AS published, created_at, updated_at`

      const missing = new NotAvailable({ message: newsDraftMessages.notFound })

      /** The item as it stands, locked until the transaction ends, so its "before" is exact. */
      const lockedRow = (id: number) =>
        Effect.flatMap(
          decodeRows(NewsRecord, sql`SELECT ${columns} FROM news WHERE id = ${id} FOR UPDATE`),
          ([row]) => (row === undefined ? Effect.fail(missing) : Effect.succeed(row)),
        )

      /** The change, its audit row and the cache notice, together or not at all. */
      const recorded = <A, E, R>(change: Effect.Effect<A, E, R>) => orDieOnSql(sql.withTransaction(change))

      const list = Effect.fn("NewsEditor.list")(function* (page: number) {
        const [counted] = yield* decodeRows(Total, sql`SELECT count(*)::int AS total FROM news`)
        const rows = yield* decodeRows(
          NewsEntryRecord,
          sql`
          SELECT id, type, subject, author, img_thumbnail, is_published AS published, created_at, updated_at
          FROM news
          ORDER BY created_at DESC, id DESC
          LIMIT ${staffNewsPageSize} OFFSET ${(page - 1) * staffNewsPageSize}`,
        )
        return {
          rows: rows.map(entryOf),
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / staffNewsPageSize)),
        }
      }, Effect.orDie)

      const open = Effect.fn("NewsEditor.open")(function* (id: number) {
        const [row] = yield* orDieOnSql(
          decodeRows(NewsRecord, sql`SELECT ${columns} FROM news WHERE id = ${id}`),
        )
        if (row === undefined) return yield* missing
        return articleOf(row)
      })

      const create = Effect.fn("NewsEditor.create")(function* (actor: Actor, draft: NewsDraftPayload) {
        const row = yield* checkedDraft(draft)
        return yield* recorded(
          Effect.gen(function* () {
            const [created] = yield* decodeRows(
              NewsRecord,
              sql`INSERT INTO news ${sql.insert({ ...row, author: actor.UserID })} RETURNING ${columns}`,
            )
            if (created === undefined) return yield* Effect.die(new Error("INSERT INTO news returned no row"))
            yield* audit.record({
              actor,
              action: "news.create",
              target: String(created.id),
              after: auditedNews(created),
            })
            yield* changes.announce("news")
            return articleOf(created)
          }),
        )
      })

      const update = Effect.fn("NewsEditor.update")(function* (
        actor: Actor,
        id: number,
        draft: NewsDraftPayload,
      ) {
        const row = yield* checkedDraft(draft)
        return yield* recorded(
          Effect.gen(function* () {
            const before = yield* lockedRow(id)
            const [after] = yield* decodeRows(
              NewsRecord,
              sql`UPDATE news SET ${sql.update(row)}, updated_at = now() WHERE id = ${id} RETURNING ${columns}`,
            )
            if (after === undefined) return yield* missing
            yield* audit.record({
              actor,
              action: "news.update",
              target: String(id),
              before: auditedNews(before),
              after: auditedNews(after),
            })
            yield* changes.announce("news")
            return articleOf(after)
          }),
        )
      })

      const setPublished = Effect.fn("NewsEditor.setPublished")(function* (
        actor: Actor,
        id: number,
        published: boolean,
      ) {
        return yield* recorded(
          Effect.gen(function* () {
            const before = yield* lockedRow(id)
            const [after] = yield* decodeRows(
              NewsRecord,
              sql`
              UPDATE news SET is_published = ${published}, updated_at = now()
              WHERE id = ${id} RETURNING ${columns}`,
            )
            if (after === undefined) return yield* missing
            yield* audit.record({
              actor,
              action: published ? "news.publish" : "news.unpublish",
              target: String(id),
              before: auditedNews(before),
              after: auditedNews(after),
            })
            yield* changes.announce("news")
            return articleOf(after)
          }),
        )
      })

      const remove = Effect.fn("NewsEditor.remove")(function* (actor: Actor, id: number) {
        yield* recorded(
          Effect.gen(function* () {
            const before = yield* lockedRow(id)
            yield* sql`DELETE FROM news WHERE id = ${id}`
            yield* audit.record({
              actor,
              action: "news.delete",
              target: String(id),
              before: auditedNews(before),
            })
            yield* changes.announce("news")
          }),
        )
      })

      return NewsEditor.of({ list, open, create, update, setPublished, remove })
    }),
  ).pipe(Layer.provide([Changes.layer, AuditLog.layer]))
}
