import { MediaEntry, type MediaKind } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { isoTimestamp } from "../database/columns.ts"

/** An entry's row with its files gathered in order, named as the entry names them. */
const EntryRow = Schema.Struct({ ...MediaEntry.fields, created_at: isoTimestamp }).pipe(
  Schema.decodeTo(MediaEntry),
)

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
      // An entry without files has none to gather: its file list is empty.
      const findEntries = SqlSchema.findAll({
        Request: MediaEntry.fields.kind,
        Result: EntryRow,
        execute: (kind) => sql`
          SELECT e.id, e.kind, e.title, e.description, e.img_url, e.created_at,
                 COALESCE(
                   json_agg(json_build_object('label', f.label, 'url', f.url, 'width', f.width, 'height', f.height)
                     ORDER BY f.position) FILTER (WHERE f.entry_id IS NOT NULL),
                   '[]'
                 ) AS files
          FROM media_entries e LEFT JOIN media_files f ON f.entry_id = e.id
          WHERE e.kind = ${kind} AND e.is_published
          GROUP BY e.id
          ORDER BY e.sort_order, e.created_at DESC, e.id DESC`,
      })
      const list = Effect.fn("MediaLibrary.list")((kind: MediaKind) => findEntries(kind), Effect.orDie)
      return MediaLibrary.of({ list })
    }),
  )
}
