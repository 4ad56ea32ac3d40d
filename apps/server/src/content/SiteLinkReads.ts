import type { PolicyPage } from "@gatehouse/api-client"
import {
  defaultAgentChatUrl,
  type Language,
  type PolicySlug,
  policyPages,
  policySlugs,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { ReadCache } from "../cache/ReadCache.ts"
import { readTopics } from "../cache/readTopics.ts"
import { decodeRows } from "../database/rows.ts"
import { siteSettingKeys } from "./siteSettingKeys.ts"

export interface SiteLinks {
  readonly agentChatUrl: string
  readonly writtenPolicies: ReadonlyArray<PolicySlug>
}

const titleOf = (slug: PolicySlug) => policyPages.find((page) => page.slug === slug)?.title ?? slug

/**
 * What the frame of every page links to that staff set (the messenger link, the written policy
 * pages) and the policy pages themselves. Read on every page, so answered from memory and dropped
 * on every instance when staff change them (the "site" change topic).
 */
export class SiteLinkReads extends Context.Service<
  SiteLinkReads,
  {
    readonly links: Effect.Effect<SiteLinks>
    /** A written page in the reader's language where staff wrote it in that language, else in English. */
    readonly policy: (slug: PolicySlug, language: Language) => Effect.Effect<PolicyPage | null>
  }
>()("gatehouse/server/SiteLinkReads") {
  static readonly layer = Layer.effect(
    SiteLinkReads,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const cache = yield* ReadCache

      const readLinks = Effect.gen(function* () {
        const [setting] = yield* decodeRows(
          Schema.Struct({ value: Schema.String }),
          sql`SELECT value FROM site_settings WHERE key = ${siteSettingKeys.agentChatUrl}`,
        )
        const written = yield* decodeRows(
          Schema.Struct({ slug: Schema.Literals(policySlugs) }),
          sql`SELECT slug FROM policy_pages`,
        )
        const slugs = new Set(written.map((row) => row.slug))
        return {
          agentChatUrl: setting?.value ?? defaultAgentChatUrl,
          // In the footer's order, whatever order the rows come in.
          writtenPolicies: policyPages.map((page) => page.slug).filter((slug) => slugs.has(slug)),
        }
      }).pipe(Effect.orDie, Effect.withSpan("SiteLinkReads.links"))

      const readPolicy = (key: string) => {
        const [slug, language] = key.split(" ") as [PolicySlug, Language]
        return Effect.map(
          decodeRows(
            Schema.Struct({ body: Schema.String, updated_at: Schema.Date }),
            sql`SELECT coalesce(t.body, p.body) AS body, coalesce(t.updated_at, p.updated_at) AS updated_at
              FROM policy_pages p
              LEFT JOIN policy_page_translations t ON t.slug = p.slug AND t.language = ${language}
              WHERE p.slug = ${slug}`,
          ),
          ([row]): PolicyPage | null =>
            row === undefined
              ? null
              : { slug, title: titleOf(slug), body: row.body, updatedAt: row.updated_at.toISOString() },
        ).pipe(Effect.orDie, Effect.withSpan("SiteLinkReads.policy"))
      }

      const links = yield* cache.memoize({
        topics: readTopics.getSiteLinks,
        capacity: 1,
        lookup: (_: "all") => readLinks,
      })
      // Kept once per page and language.
      const policy = yield* cache.memoize({
        topics: readTopics.getPolicyPage,
        capacity: 16,
        lookup: readPolicy,
      })
      return SiteLinkReads.of({
        links: links("all"),
        policy: (slug, language) => policy(`${slug} ${language}`),
      })
    }),
  )
}
