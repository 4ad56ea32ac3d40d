import { MediaEntry, MediaFile, type MediaKind } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

/** One entry joined with one of its files; an entry without files comes once with null file columns. */
interface MediaRow {
  readonly id: number
  readonly kind: MediaKind
  readonly title: string
  readonly description: string
  readonly img_url: string
  readonly created_at: Date
  readonly label: string | null
  readonly url: string | null
  readonly width: number | null
  readonly height: number | null
}

/** Folds the joined rows back into entries, keeping the order the query gave. */
const toEntries = (rows: ReadonlyArray<MediaRow>): ReadonlyArray<MediaEntry> => {
  const entries = new Map<number, { readonly row: MediaRow; readonly files: Array<MediaFile> }>()
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { row, files: [] }
    entries.set(row.id, entry)
    if (row.label !== null && row.url !== null) {
      entry.files.push(
        new MediaFile({ label: row.label, url: row.url, width: row.width, height: row.height }),
      )
    }
  }
  return Array.from(
    entries.values(),
    ({ row, files }) =>
      new MediaEntry({
        id: row.id,
        kind: row.kind,
        title: row.title,
        description: row.description,
        img_url: row.img_url,
        files,
        created_at: row.created_at.toISOString(),
      }),
  )
}

/**
 * The published entries of the Gallery, Wallpaper and Movies pages: pinned ones (lower
 * `sort_order`) first, then newest first, each with its files in order.
 */
export class MediaLibrary extends Context.Service<
  MediaLibrary,
  { readonly list: (kind: MediaKind) => Effect.Effect<ReadonlyArray<MediaEntry>> }
>()("gatehouse/server/MediaLibrary") {
  static readonly layer = Layer.effect(
    MediaLibrary,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = Effect.fn("MediaLibrary.list")(function* (kind: MediaKind) {
        const rows = yield* sql<MediaRow>`
          SELECT e.id, e.kind, e.title, e.description, e.img_url, e.created_at,
                 f.label, f.url, f.width, f.height
          FROM media_entries e LEFT JOIN media_files f ON f.entry_id = e.id
          WHERE e.kind = ${kind} AND e.is_published
          ORDER BY e.sort_order, e.created_at DESC, e.id DESC, f.position`
        return toEntries(rows)
      }, Effect.orDie)
      return MediaLibrary.of({ list })
    }),
  )
}
