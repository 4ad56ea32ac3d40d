import { type Language, SiteBanner } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

/**
 * The slides of the banner rotator, in order, each with its words and where it leads. A banner's
 * title is in the reader's language where staff wrote one, else English; its picture and link are
 * the same in every language.
 */
export class SiteBanners extends Context.Service<
  SiteBanners,
  { readonly list: (language: Language) => Effect.Effect<ReadonlyArray<SiteBanner>> }
>()("gatehouse/server/SiteBanners") {
  static readonly layer = Layer.effect(
    SiteBanners,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const find = SqlSchema.findAll({
        Request: Schema.String,
        Result: SiteBanner,
        execute: (language) =>
          sql`SELECT b.id, b.img_url, coalesce(t.title, b.title) AS title, b.link_url
            FROM site_banners b
            LEFT JOIN site_banner_translations t ON t.banner_id = b.id AND t.language = ${language}
            WHERE b.is_active ORDER BY b.sort_order, b.id`,
      })
      const list = (language: Language) =>
        find(language).pipe(Effect.orDie, Effect.withSpan("SiteBanners.list", { attributes: { language } }))
      return SiteBanners.of({ list })
    }),
  )
}
