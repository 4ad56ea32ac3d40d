import { SocialLink } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

/** The published community pages of the Socials page, in the order the operator arranged them. */
export class SocialLinks extends Context.Service<
  SocialLinks,
  { readonly list: Effect.Effect<ReadonlyArray<SocialLink>> }
>()("gatehouse/server/SocialLinks") {
  static readonly layer = Layer.effect(
    SocialLinks,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = sql<{ id: number; network: string; name: string; description: string; url: string }>`
        SELECT id, network, name, description, url
        FROM social_links WHERE is_published ORDER BY position, id`.pipe(
        Effect.map((rows) => rows.map((row) => new SocialLink(row))),
        Effect.orDie,
        Effect.withSpan("SocialLinks.list"),
      )
      return SocialLinks.of({ list })
    }),
  )
}
