import {
  type CacheEntry,
  CacheEntrySchema,
  type CachePolicy,
  cacheEntry,
  cachePolicies,
  isFresh,
  SiteBanner,
} from "@gatehouse/domain"
import { Option, Schema } from "effect"

/** Local-storage key of the cached banner list. */
export const bannerCacheKey = "SITE_BANNERS"

const decodeEntry = Schema.decodeUnknownOption(
  Schema.fromJsonString(CacheEntrySchema(Schema.Array(SiteBanner))),
)

type Banners = ReadonlyArray<SiteBanner>

export interface BannerCacheOptions {
  readonly storage: Storage
  /** Fetches the list from the API (`getSiteBanners`). */
  readonly fetchBanners: () => Promise<Banners>
  readonly now?: () => number
  /** Spec §4: 30 minutes. */
  readonly policy?: CachePolicy
  /** Spec §8: a banner load failure is logged only, never shown. */
  readonly logFailure?: (error: unknown) => void
}

export interface BannerCache {
  /** The stored list whatever its age, so the rotator has something to show at once. */
  readonly stored: () => Banners | null
  /**
   * The list to show: the stored one while it is fresh, otherwise a new one from the API (stored with
   * its timestamp). `force` skips the stored list. A failed fetch falls back to whatever is stored.
   */
  readonly load: (options?: { readonly force?: boolean }) => Promise<Banners>
}

export const makeBannerCache = ({
  storage,
  fetchBanners,
  now = Date.now,
  policy = cachePolicies.banners,
  logFailure = (error) => console.error("Failed to load site banners", error),
}: BannerCacheOptions): BannerCache => {
  const read = (): CacheEntry<Banners> | null =>
    Option.getOrNull(decodeEntry(storage.getItem(bannerCacheKey) ?? ""))

  return {
    stored: () => read()?.value ?? null,
    load: async ({ force = false } = {}) => {
      const entry = read()
      if (!force && entry !== null && isFresh(entry, now(), policy)) return entry.value
      try {
        const banners = await fetchBanners()
        storage.setItem(bannerCacheKey, JSON.stringify(cacheEntry(banners, now())))
        return banners
      } catch (error) {
        logFailure(error)
        return entry?.value ?? []
      }
    },
  }
}
