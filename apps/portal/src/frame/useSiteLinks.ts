import { frameEndpoints } from "@gatehouse/api-client"
import { type PolicySlug, policyHref } from "@gatehouse/domain"
import type { PolicyHrefs } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

export interface SiteLinkHrefs {
  /** Where 'Talk to an Agent' leads; the menu's own placeholder until the links are read. */
  readonly agentChatHref: string | undefined
  /** The footer's policy pages that staff have written; the others stay empty placeholders (spec §2). */
  readonly policyHrefs: PolicyHrefs
  /** The Terms of Service page, once written: sign-up links to it. */
  readonly termsHref: string | undefined
}

/** The links of the frame staff set in the console (GET /getsitelinks). */
export const useSiteLinks = (): SiteLinkHrefs => {
  const { state } = useQuery(apiQuery(frameEndpoints, "getSiteLinks"))
  if (state.status !== "loaded") return { agentChatHref: undefined, policyHrefs: {}, termsHref: undefined }
  const { agentChatUrl, writtenPolicies } = state.value.data
  const hrefOf = (slug: PolicySlug) => (writtenPolicies.includes(slug) ? policyHref(slug) : undefined)
  return {
    agentChatHref: agentChatUrl,
    policyHrefs: { operation: hrefOf("operation"), cash: hrefOf("cash") },
    termsHref: hrefOf("terms"),
  }
}
