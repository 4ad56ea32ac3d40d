import { DownloadItem } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

/** The client download links, in the order staff arranged them. */
export class Downloads extends Context.Service<
  Downloads,
  { readonly list: Effect.Effect<ReadonlyArray<DownloadItem>> }
>()("gatehouse/server/Downloads") {
  static readonly layer = Layer.effect(
    Downloads,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = SqlSchema.findAll({
        Request: Schema.Void,
        Result: DownloadItem,
        execute: () => sql`
          SELECT seq, link_name, link_address, link_type, link_description,
                 to_char(link_date, 'YYYY-MM-DD') AS link_date, link_icon
          FROM downloads WHERE is_active ORDER BY sort_order, seq`,
      })().pipe(Effect.orDie, Effect.withSpan("Downloads.list"))
      return Downloads.of({ list })
    }),
  )
}
