import { defaultLanguage, type Language, NewsItem, newsPageSize } from "@gatehouse/domain"
import { Context, Effect, Layer, type Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { flag, isoTimestamp } from "../database/columns.ts"
import { decodeRows, Total } from "../database/rows.ts"
import { type PageFields, pageFields, pageSlice } from "../paging.ts"
import { sanitizeNewsHtml } from "./sanitizeHtml.ts"

/** Path category 0 lists every kind; 1 and 2 list only guides or only events. */
export const allNewsCategory = 0

/** A published news row, its columns named as the item names them. */
const NewsRow = Schema.Struct({ ...NewsItem.fields, created_at: isoTimestamp, IsShowThumbnail: flag }).pipe(
  Schema.decodeTo(NewsItem),
)

/** The columns a new news row is written with. */
const NewsInsert = Schema.Struct({
  type: Schema.Finite,
  subject: Schema.String,
  content: Schema.String,
  author: Schema.String,
  img_thumbnail: Schema.NullOr(Schema.String),
  show_thumbnail: Schema.Boolean,
})

/** What staff write to publish a news item; `type` is 0 announcement, 1 guide, 2 event. */
export interface NewsDraft {
  readonly type: 0 | 1 | 2
  readonly subject: string
  /** HTML as written; it is sanitised before it is stored. */
  readonly content: string
  readonly author: string
  readonly imgThumbnail: string | null
  readonly showThumbnail: boolean
}

/**
 * Published news, events and guides, as the news boards and the detail page read them, and the one
 * way to write a news item: its HTML is sanitised on the way in, so no stored body carries a script.
 */
export class News extends Context.Service<
  News,
  {
    /** The newest `count` published items of a category, newest first, in `language` where written in it. */
    readonly latest: (
      category: number,
      count: number,
      language?: Language,
    ) => Effect.Effect<ReadonlyArray<NewsItem>>
    /** One page of a category's archive, newest first, `newsPageSize` items a page. */
    readonly page: (
      category: number,
      page: number,
      language: Language,
    ) => Effect.Effect<{ readonly data: ReadonlyArray<NewsItem> } & PageFields>
    readonly byId: (id: number, language?: Language) => Effect.Effect<Option.Option<NewsItem>>
    /** Stores a published item with its body sanitised; answers the item as readers will see it. */
    readonly publish: (draft: NewsDraft) => Effect.Effect<NewsItem>
  }
>()("gatehouse/server/News") {
  static readonly layer = Layer.effect(
    News,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const changes = yield* Changes
      const columns = sql`id, subject, content, type, created_at, author, img_thumbnail,
        show_thumbnail AS "IsShowThumbnail"`
      // An item not written in the reader's language is read whole in English (docs/languages.md).
      const inLanguage = (language: string) => sql`(
        SELECT news.id, coalesce(t.subject, news.subject) AS subject,
          coalesce(t.content, news.content) AS content, news.type, news.created_at, news.author,
          news.img_thumbnail, news.show_thumbnail, news.is_published
        FROM news LEFT JOIN news_translations t ON t.news_id = news.id AND t.language = ${language}
      ) news`

      /** Category 0 is every kind; 1 and 2 only guides or only events. */
      const inCategory = (category: number) =>
        category === allNewsCategory ? sql`` : sql`AND type = ${category}`

      const findLatest = SqlSchema.findAll({
        Request: Schema.Struct({ category: Schema.Finite, count: Schema.Finite, language: Schema.String }),
        Result: NewsRow,
        execute: ({ category, count, language }) => sql`
          SELECT ${columns} FROM ${inLanguage(language)}
          WHERE is_published ${inCategory(category)}
          ORDER BY created_at DESC, id DESC
          LIMIT ${count}`,
      })

      const findPage = SqlSchema.findAll({
        Request: Schema.Struct({
          category: Schema.Finite,
          limit: Schema.Finite,
          offset: Schema.Finite,
          language: Schema.String,
        }),
        Result: NewsRow,
        execute: ({ category, limit, offset, language }) => sql`
          SELECT ${columns} FROM ${inLanguage(language)}
          WHERE is_published ${inCategory(category)}
          ORDER BY created_at DESC, id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      })

      const countPublished = (category: number) =>
        Effect.map(
          decodeRows(
            Total,
            sql`SELECT count(*)::int AS total FROM news WHERE is_published ${inCategory(category)}`,
          ),
          ([counted]) => counted?.total ?? 0,
        )

      const findById = SqlSchema.findOneOption({
        Request: Schema.Struct({ id: Schema.Finite, language: Schema.String }),
        Result: NewsRow,
        execute: ({ id, language }) =>
          sql`SELECT ${columns} FROM ${inLanguage(language)} WHERE id = ${id} AND is_published`,
      })

      const insertRow = SqlSchema.findOne({
        Request: NewsInsert,
        Result: NewsRow,
        execute: (row) => sql`INSERT INTO news ${sql.insert(row)} RETURNING ${columns}`,
      })

      const latest = Effect.fn("News.latest")(
        (category: number, count: number, language: Language = defaultLanguage) =>
          findLatest({ category, count, language }),
        Effect.orDie,
      )

      const page = Effect.fn("News.page")(function* (category: number, page: number, language: Language) {
        const [data, total] = yield* Effect.all(
          [findPage({ category, language, ...pageSlice(page, newsPageSize) }), countPublished(category)],
          { concurrency: "unbounded" },
        )
        return { data, ...pageFields(page, total, newsPageSize) }
      }, Effect.orDie)

      const byId = Effect.fn("News.byId")(
        (id: number, language: Language = defaultLanguage) => findById({ id, language }),
        Effect.orDie,
      )

      const insert = Effect.fn("News.insert")(function* (draft: NewsDraft) {
        const item = yield* insertRow({
          type: draft.type,
          subject: draft.subject,
          content: sanitizeNewsHtml(draft.content),
          author: draft.author,
          img_thumbnail: draft.imgThumbnail,
          show_thumbnail: draft.showThumbnail,
        })
        // Every instance drops its cached news lists once this commits.
        yield* changes.announce("news")
        return item
      })

      const publish = (draft: NewsDraft) => Effect.orDie(sql.withTransaction(insert(draft)))

      return News.of({ latest, page, byId, publish })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
