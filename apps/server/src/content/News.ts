import { NewsItem } from "@gatehouse/domain"
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { sanitizeNewsHtml } from "./sanitizeHtml.ts"

/** Path category 0 lists every kind; 1 and 2 list only guides or only events. */
export const allNewsCategory = 0

interface NewsRow {
  readonly id: number
  readonly subject: string
  readonly content: string
  readonly type: number
  readonly created_at: Date
  readonly author: string
  readonly img_thumbnail: string | null
  readonly show_thumbnail: boolean
}

const toNewsItem = (row: NewsRow) =>
  new NewsItem({
    id: row.id,
    subject: row.subject,
    content: row.content,
    type: row.type,
    created_at: row.created_at.toISOString(),
    author: row.author,
    img_thumbnail: row.img_thumbnail,
    IsShowThumbnail: row.show_thumbnail ? 1 : 0,
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
    /** The newest `count` published items of a category, newest first. */
    readonly latest: (category: number, count: number) => Effect.Effect<ReadonlyArray<NewsItem>>
    readonly byId: (id: number) => Effect.Effect<Option.Option<NewsItem>>
    /** Stores a published item with its body sanitised; answers the item as readers will see it. */
    readonly publish: (draft: NewsDraft) => Effect.Effect<NewsItem>
  }
>()("gatehouse/server/News") {
  static readonly layer = Layer.effect(
    News,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const changes = yield* Changes
      const columns = sql`id, subject, content, type, created_at, author, img_thumbnail, show_thumbnail`

      const latest = Effect.fn("News.latest")(function* (category: number, count: number) {
        const rows = yield* sql<NewsRow>`
          SELECT ${columns} FROM news
          WHERE is_published ${category === allNewsCategory ? sql`` : sql`AND type = ${category}`}
          ORDER BY created_at DESC, id DESC
          LIMIT ${count}`
        return rows.map(toNewsItem)
      }, Effect.orDie)

      const byId = Effect.fn("News.byId")(function* (id: number) {
        const rows = yield* sql<NewsRow>`SELECT ${columns} FROM news WHERE id = ${id} AND is_published`
        return Option.map(Option.fromNullishOr(rows[0]), toNewsItem)
      }, Effect.orDie)

      const insert = Effect.fn("News.insert")(function* (draft: NewsDraft) {
        const [row] = yield* sql<NewsRow>`
          INSERT INTO news ${sql.insert({
            type: draft.type,
            subject: draft.subject,
            content: sanitizeNewsHtml(draft.content),
            author: draft.author,
            img_thumbnail: draft.imgThumbnail,
            show_thumbnail: draft.showThumbnail,
          })}
          RETURNING ${columns}`
        if (row === undefined) return yield* Effect.die(new Error("INSERT … RETURNING gave no row"))
        // Every instance drops its cached news lists once this commits.
        yield* changes.announce("news")
        return toNewsItem(row)
      })

      const publish = (draft: NewsDraft) => Effect.orDie(sql.withTransaction(insert(draft)))

      return News.of({ latest, byId, publish })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
