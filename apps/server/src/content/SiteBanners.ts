import { SiteBanner } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

/** The slides of the banner rotator, in order, each with its words and where it leads. */
export class SiteBanners extends Context.Service<
  SiteBanners,
  { readonly list: Effect.Effect<ReadonlyArray<SiteBanner>> }
>()("gatehouse/server/SiteBanners") {
  static readonly layer = Layer.effect(
    SiteBanners,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = SqlSchema.findAll({
        Request: Schema.Void,
        Result: SiteBanner,
        execute: () =>
          sql`SELECT id, img_url, title, link_url FROM site_banners WHERE is_active ORDER BY sort_order, id`,
      })().pipe(Effect.orDie, Effect.withSpan("SiteBanners.list"))
      return SiteBanners.of({ list })
    }),
  )
}
