import { createHash } from "node:crypto"
import type {
  NewsDraftPayload,
  NewsTranslationPayload,
  StaffNewsArticle,
  StaffNewsEntry,
  StaffNewsTranslation,
  TranslationLanguage,
} from "@gatehouse/api-client/console"
import { isTranslationLanguage } from "@gatehouse/api-client/console"
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

/** A row of the list, without the body, with the languages it is translated into (`fil,…`). */
const NewsEntryRecord = NewsRecord.mapFields(Struct.omit(["content"])).mapFields(
  Struct.assign({ translated_into: Schema.String }),
)

/** A stored translation of an item. */
const TranslationRecord = Schema.Struct({
  language: Schema.String,
  subject: Schema.String,
  content: Schema.String,
  updated_at: Schema.Date,
})
type TranslationRecord = typeof TranslationRecord.Type

const translationOf = (row: TranslationRecord & { language: TranslationLanguage }): StaffNewsTranslation => ({
  language: row.language,
  subject: row.subject,
  content: row.content,
  updated_at: row.updated_at.toISOString(),
})

const articleOf = (row: NewsRecord, stored: ReadonlyArray<TranslationRecord>): StaffNewsArticle => {
  const translations = stored
    .filter((translation): translation is TranslationRecord & { language: TranslationLanguage } =>
      // A row of a language no longer shipped is kept but not shown.
      isTranslationLanguage(translation.language),
    )
    .map(translationOf)
  return {
    ...plainArticleOf(row),
    translatedInto: translations.map((translation) => translation.language),
    translations,
  }
}

const plainArticleOf = (row: NewsRecord) => ({
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
  translatedInto: row.translated_into.split(",").filter(isTranslationLanguage),
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

/** A translation as it will be stored, or the reasons it cannot be: checked as the English is. */
const checkedTranslation = (payload: NewsTranslationPayload) =>
  Effect.gen(function* () {
    const subject = payload.subject.trim()
    const content = sanitizeNewsHtml(payload.content)
    const errors: Record<string, Array<string>> = {}
    if (subject === "") errors.subject = [newsDraftMessages.subjectRequired]
    if (isBlankBody(content)) errors.content = [newsDraftMessages.bodyRequired]
    if (Object.keys(errors).length > 0) {
      return yield* new InputRefused({ message: newsDraftMessages.refused, errors })
    }
    return { language: payload.language, subject, content }
  })

/** What the audit log keeps of a translation: its subject, and its body by length and digest. */
const auditedTranslation = (row: { readonly subject: string; readonly content: string }) => ({
  subject: row.subject,
  body: {
    length: row.content.length,
    sha256: createHash("sha256").update(row.content).digest("hex").slice(0, 16),
  },
})

/** What the console says when a language to remove has no text. */
export const untranslatedMessage = "This news item has no text in that language."

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
    /** Writes an item's subject and body in a language besides English, replacing that language's. */
    readonly translate: (
      actor: Actor,
      id: number,
      translation: NewsTranslationPayload,
    ) => Effect.Effect<StaffNewsArticle, InputRefused | NotAvailable>
    /** Removes an item's text in a language: its readers read English again. */
    readonly untranslate: (
      actor: Actor,
      id: number,
      language: TranslationLanguage,
    ) => Effect.Effect<StaffNewsArticle, NotAvailable>
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

      const translationsOf = (id: number) =>
        decodeRows(
          TranslationRecord,
          sql`SELECT language, subject, content, updated_at FROM news_translations
          WHERE news_id = ${id} ORDER BY language`,
        )

      /** The item as the console shows it: with its translations. */
      const articleWithTranslations = (row: NewsRecord) =>
        Effect.map(translationsOf(row.id), (stored) => articleOf(row, stored))

      /** The change, its audit row and the cache notice, together or not at all. */
      const recorded = <A, E, R>(change: Effect.Effect<A, E, R>) => orDieOnSql(sql.withTransaction(change))

      const list = Effect.fn("NewsEditor.list")(function* (page: number) {
        const [counted] = yield* decodeRows(Total, sql`SELECT count(*)::int AS total FROM news`)
        const rows = yield* decodeRows(
          NewsEntryRecord,
          sql`
          SELECT id, type, subject, author, img_thumbnail, is_published AS published, created_at, updated_at,
            (SELECT coalesce(string_agg(language, ',' ORDER BY language), '') FROM news_translations
              WHERE news_id = news.id) AS translated_into
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
        return yield* orDieOnSql(articleWithTranslations(row))
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
            return articleOf(created, [])
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
            return yield* articleWithTranslations(after)
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
            return yield* articleWithTranslations(after)
          }),
        )
      })

      const translate = Effect.fn("NewsEditor.translate")(function* (
        actor: Actor,
        id: number,
        payload: NewsTranslationPayload,
      ) {
        const translation = yield* checkedTranslation(payload)
        return yield* recorded(
          Effect.gen(function* () {
            const item = yield* lockedRow(id)
            const [before] = yield* decodeRows(
              TranslationRecord,
              sql`SELECT language, subject, content, updated_at FROM news_translations
              WHERE news_id = ${id} AND language = ${translation.language}`,
            )
            yield* sql`
              INSERT INTO news_translations (news_id, language, subject, content)
              VALUES (${id}, ${translation.language}, ${translation.subject}, ${translation.content})
              ON CONFLICT (news_id, language) DO UPDATE
              SET subject = excluded.subject, content = excluded.content, updated_at = now()`
            yield* audit.record({
              actor,
              action: "news.translate",
              target: `${id} ${translation.language}`,
              before: before === undefined ? null : auditedTranslation(before),
              after: auditedTranslation(translation),
            })
            yield* changes.announce("news")
            return yield* articleWithTranslations(item)
          }),
        )
      })

      const untranslate = Effect.fn("NewsEditor.untranslate")(function* (
        actor: Actor,
        id: number,
        language: TranslationLanguage,
      ) {
        return yield* recorded(
          Effect.gen(function* () {
            const item = yield* lockedRow(id)
            const [before] = yield* decodeRows(
              TranslationRecord,
              sql`DELETE FROM news_translations WHERE news_id = ${id} AND language = ${language}
              RETURNING language, subject, content, updated_at`,
            )
            if (before === undefined) return yield* new NotAvailable({ message: untranslatedMessage })
            yield* audit.record({
              actor,
              action: "news.untranslate",
              target: `${id} ${language}`,
              before: auditedTranslation(before),
            })
            yield* changes.announce("news")
            return yield* articleWithTranslations(item)
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

      return NewsEditor.of({ list, open, create, update, translate, untranslate, setPublished, remove })
    }),
  ).pipe(Layer.provide([Changes.layer, AuditLog.layer]))
}
