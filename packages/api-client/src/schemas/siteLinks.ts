import { policySlugs } from "@gatehouse/domain"
import { Schema } from "effect"

/**
 * GET /getsitelinks: what the frame on every page links to that staff set in the console: where
 * 'Talk to an Agent' leads, and which policy pages have been written (their footer links lead to
 * them; the others stay empty placeholders).
 */
export const SiteLinksResponse = Schema.Struct({
  data: Schema.Struct({
    agentChatUrl: Schema.String,
    writtenPolicies: Schema.Array(Schema.Literals(policySlugs)),
  }),
})
export type SiteLinksResponse = typeof SiteLinksResponse.Type

/** GET /getpolicypage/:slug: which policy; any other slug is refused with 400. */
export const PolicyPageParams = { slug: Schema.Literals(policySlugs) } as const

/** A policy page as players read it: plain paragraphs separated by blank lines. */
export const PolicyPage = Schema.Struct({
  slug: Schema.Literals(policySlugs),
  title: Schema.String,
  body: Schema.String,
  updatedAt: Schema.String,
})
export type PolicyPage = typeof PolicyPage.Type

/** `data` is null while staff have not written the page. */
export const PolicyPageResponse = Schema.Struct({ data: Schema.NullOr(PolicyPage) })
export type PolicyPageResponse = typeof PolicyPageResponse.Type
