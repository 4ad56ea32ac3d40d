import { type CacheEntry, type CachePolicy, cacheEntry, isFresh } from "@gatehouse/domain"

/**
 * Spec §4 Caches: fetched content is reused while younger than its policy allows, otherwise fetched
 * again. Entries live in memory for the page's lifetime, one per key (a news list, a topic, the
 * downloads). Failed fetches are never stored, so the next visit tries again.
 */
export interface ContentCache {
  /** The key's stored value while fresh; otherwise the fetch's answer, stored with its time. */
  readonly load: <A>(key: string, fetch: () => Promise<A>) => Promise<A>
  /** Spec §4: the refresh action forgets every entry, so the next loads refetch. */
  readonly clear: () => void
}

export const makeContentCache = (policy: CachePolicy, now: () => number = Date.now): ContentCache => {
  const entries = new Map<string, CacheEntry<unknown>>()
  // Screens that ask for the same key at once (several boards, a double render) share one request.
  const pending = new Map<string, Promise<unknown>>()
  return {
    load: <A>(key: string, fetch: () => Promise<A>): Promise<A> => {
      const entry = entries.get(key)
      if (entry !== undefined && isFresh(entry, now(), policy)) return Promise.resolve(entry.value as A)
      const inFlight = pending.get(key)
      if (inFlight !== undefined) return inFlight as Promise<A>
      const request = fetch()
        .then((value) => {
          entries.set(key, cacheEntry(value, now()))
          return value
        })
        .finally(() => pending.delete(key))
      pending.set(key, request)
      return request
    },
    clear: () => {
      entries.clear()
      pending.clear()
    },
  }
}
