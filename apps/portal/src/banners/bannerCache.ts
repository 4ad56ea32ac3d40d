import { SiteBanner } from "@gatehouse/domain"
import { Option, Schema } from "effect"

/** Local-storage key of the cached banner list. */
export const bannerCacheKey = "SITE_BANNERS"

const CachedBanners = Schema.Struct({
  savedAt: Schema.Number,
  banners: Schema.Array(SiteBanner),
})
type CachedBanners = typeof CachedBanners.Type

const decodeCached = Schema.decodeUnknownOption(CachedBanners)

export interface BannerCacheOptions {
  readonly storage: Storage
  /** Fetches the list from the API (`getSiteBanners`). */
  readonly fetchBanners: () => Promise<ReadonlyArray<SiteBanner>>
  /** How long a stored list is used before it is fetched again (spec §4: 30 minutes). */
  readonly maxAgeMs: number
  readonly now?: () => number
  /** Spec §8: a banner load failure is logged only, never shown. */
  readonly logFailure?: (error: unknown) => void
}

export interface BannerCache {
  /** The stored list whatever its age, so the rotator has something to show at once. */
  readonly stored: () => ReadonlyArray<SiteBanner> | null
  /**
   * The list to show: the stored one while it is fresh, otherwise a new one from the API (stored with
   * a timestamp). `force` skips the stored list. A failed fetch falls back to whatever is stored.
   */
  readonly load: (options?: { readonly force?: boolean }) => Promise<ReadonlyArray<SiteBanner>>
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const makeBannerCache = ({
  storage,
  fetchBanners,
  maxAgeMs,
  now = Date.now,
  logFailure = (error) => console.error("Failed to load site banners", error),
}: BannerCacheOptions): BannerCache => {
  const read = (): CachedBanners | null => {
    const text = storage.getItem(bannerCacheKey)
    return text === null ? null : Option.getOrNull(decodeCached(parseJson(text)))
  }

  const isFresh = (cached: CachedBanners) => now() - cached.savedAt < maxAgeMs

  return {
    stored: () => read()?.banners ?? null,
    load: async ({ force = false } = {}) => {
      const cached = read()
      if (!force && cached !== null && isFresh(cached)) return cached.banners
      try {
        const banners = await fetchBanners()
        storage.setItem(bannerCacheKey, JSON.stringify({ savedAt: now(), banners }))
        return banners
      } catch (error) {
        logFailure(error)
        return cached?.banners ?? []
      }
    },
  }
}
