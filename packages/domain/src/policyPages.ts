import type { Section } from "./frame.ts"

/**
 * The site's policy pages, written by staff in the console and read by players at their own
 * addresses. The footer's Operation Policy and Cash Agreement links (spec §2: "empty placeholders")
 * lead to their pages once staff have written them; the Privacy Policy link keeps spec §2's news
 * topic 2; sign-up's terms lead to the Terms of Service.
 */
export const policySlugs = ["operation", "privacy", "cash", "terms"] as const
export type PolicySlug = (typeof policySlugs)[number]

export interface PolicyPageEntry {
  readonly slug: PolicySlug
  /** The page's heading, its crumb, and the footer link's label. */
  readonly title: string
  readonly section: Section
}

export const policyPages: ReadonlyArray<PolicyPageEntry> = [
  { slug: "operation", title: "Operation Policy", section: "operationpolicy" },
  { slug: "privacy", title: "Privacy Policy", section: "privacypolicy" },
  { slug: "cash", title: "Cash Agreement", section: "cashagreement" },
  { slug: "terms", title: "Terms of Service", section: "termsofservice" },
]

/** Where players read a policy: `/policy/cash`. */
export const policyHref = (slug: PolicySlug): string => `/policy/${slug}`

/** The policy a section shows, if it is a policy page's section. */
export const policyOfSection = (section: string): PolicyPageEntry | undefined =>
  policyPages.find((page) => page.section === section)

export const isPolicySlug = (value: string): value is PolicySlug =>
  (policySlugs as ReadonlyArray<string>).includes(value)

/** The most text one policy page may hold. */
export const maxPolicyLength = 20_000

/** What a policy page says while staff have not written it. */
export const unwrittenPolicyMessage = "This page has not been written yet."

/**
 * Where the support menu's 'Talk to an Agent' leads until staff set their messenger link: the bare
 * messenger address the product shipped with (spec §1: "an external messenger link").
 */
export const defaultAgentChatUrl = "https://m.me/"
