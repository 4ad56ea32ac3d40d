import type { ApiClient } from "@gatehouse/api-client"
import { cachePolicies } from "@gatehouse/domain"
import { type ContentCache, makeContentCache } from "./contentCache.ts"

/** The news cache (30 s) and the downloads cache (1 hour) of spec §4, §9. */
export interface ContentCaches {
  readonly news: ContentCache
  readonly downloads: ContentCache
}

// One pair per API client, so the running portal keeps its caches across screens while each test's
// own services start empty.
const cachesByClient = new WeakMap<ApiClient, ContentCaches>()

export const contentCachesFor = (api: ApiClient): ContentCaches => {
  const existing = cachesByClient.get(api)
  if (existing !== undefined) return existing
  const created = {
    news: makeContentCache(cachePolicies.news),
    downloads: makeContentCache(cachePolicies.downloads),
  }
  cachesByClient.set(api, created)
  return created
}
