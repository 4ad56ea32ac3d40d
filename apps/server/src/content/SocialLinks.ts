import { SocialLink } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

/** The published community pages of the Socials page, in the order the operator arranged them. */
export class SocialLinks extends Context.Service<
  SocialLinks,
  { readonly list: Effect.Effect<ReadonlyArray<SocialLink>> }
>()("gatehouse/server/SocialLinks") {
  static readonly layer = Layer.effect(
    SocialLinks,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const list = SqlSchema.findAll({
        Request: Schema.Void,
        Result: SocialLink,
        execute: () => sql`
          SELECT id, network, name, description, url
          FROM social_links WHERE is_published ORDER BY position, id`,
      })().pipe(Effect.orDie, Effect.withSpan("SocialLinks.list"))
      return SocialLinks.of({ list })
    }),
  )
}
