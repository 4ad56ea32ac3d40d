import type { Endpoints } from "@gatehouse/api-client"
import { type CachePolicy, cachePolicies } from "@gatehouse/domain"

/**
 * How long an answer may be shown again without asking the API: the spec §4 caches for news
 * (30 s), the download lists and the pages as rarely changed as them (1 hour) and the banners
 * (30 minutes). Every other read is asked again whenever a screen showing it opens, so a balance,
 * the cart or a history is never older than the page.
 */
export type QueryPolicy = CachePolicy | "each-visit"

const policies: Partial<Record<keyof Endpoints, CachePolicy>> = {
  getNewsAll: cachePolicies.news,
  getNewsPage: cachePolicies.news,
  getSpecificNews: cachePolicies.news,
  getDownloadsAll: cachePolicies.downloads,
  getSystemRequirements: cachePolicies.downloads,
  getMediaAll: cachePolicies.downloads,
  getSocialLinks: cachePolicies.downloads,
  getSiteBanners: cachePolicies.banners,
}

export const queryPolicyOf = (call: string): QueryPolicy => policies[call as keyof Endpoints] ?? "each-visit"
