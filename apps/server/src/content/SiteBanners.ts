import { SiteBanner } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

/** The slides of the banner rotator, in order. */
export class SiteBanners extends Context.Service<
  SiteBanners,
  { readonly list: Effect.Effect<ReadonlyArray<SiteBanner>> }
>()("gatehouse/server/SiteBanners") {
  static readonly layer = Layer.effect(
    SiteBanners,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = sql<{ id: number; img_url: string | null }>`
        SELECT id, img_url FROM site_banners WHERE is_active ORDER BY sort_order, id`.pipe(
        Effect.map((rows) => rows.map((row) => new SiteBanner(row))),
        Effect.orDie,
        Effect.withSpan("SiteBanners.list"),
      )
      return SiteBanners.of({ list })
    }),
  )
}
