import { SiteBanner } from "@gatehouse/domain"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { bannerCacheKey, makeBannerCache } from "../src/banners/bannerCache.ts"

const thirtyMinutes = 30 * 60 * 1000

const bannersFromApi = (...ids: ReadonlyArray<number>) =>
  ids.map((id) => new SiteBanner({ id, img_url: `/banners/${id}.webp` }))

describe("banner cache", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date("2025-03-01T08:00:00+08:00"))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const cacheWith = (fetchBanners: () => Promise<ReadonlyArray<SiteBanner>>, logFailure = vi.fn()) =>
    makeBannerCache({ storage: window.localStorage, fetchBanners, logFailure })

  it("stores the fetched list with its time and reuses it for 30 minutes", async () => {
    const fetchBanners = vi.fn(async () => bannersFromApi(1, 2))
    const cache = cacheWith(fetchBanners)

    expect((await cache.load()).map((banner) => banner.id)).toEqual([1, 2])
    vi.advanceTimersByTime(thirtyMinutes - 1)
    expect((await cache.load()).map((banner) => banner.id)).toEqual([1, 2])

    expect(fetchBanners).toHaveBeenCalledTimes(1)
    expect(JSON.parse(window.localStorage.getItem(bannerCacheKey) ?? "null")).toMatchObject({
      storedAt: Date.now() - (thirtyMinutes - 1),
    })
  })

  it("fetches again once the stored list is 30 minutes old", async () => {
    const fetchBanners = vi
      .fn<() => Promise<ReadonlyArray<SiteBanner>>>()
      .mockResolvedValueOnce(bannersFromApi(1))
      .mockResolvedValueOnce(bannersFromApi(3))
    const cache = cacheWith(fetchBanners)

    await cache.load()
    vi.advanceTimersByTime(thirtyMinutes)

    expect((await cache.load()).map((banner) => banner.id)).toEqual([3])
    expect(fetchBanners).toHaveBeenCalledTimes(2)
  })

  it("refetches a fresh list when forced", async () => {
    const fetchBanners = vi
      .fn<() => Promise<ReadonlyArray<SiteBanner>>>()
      .mockResolvedValueOnce(bannersFromApi(1))
      .mockResolvedValueOnce(bannersFromApi(4))
    const cache = cacheWith(fetchBanners)

    await cache.load()
    expect((await cache.load({ force: true })).map((banner) => banner.id)).toEqual([4])
  })

  it("survives a reload: a new visit within 30 minutes makes no call", async () => {
    await cacheWith(async () => bannersFromApi(5)).load()
    const fetchAgain = vi.fn(async () => bannersFromApi(6))

    const nextVisit = cacheWith(fetchAgain)
    expect(nextVisit.stored()?.map((banner) => banner.id)).toEqual([5])
    expect((await nextVisit.load()).map((banner) => banner.id)).toEqual([5])
    expect(fetchAgain).not.toHaveBeenCalled()
  })

  it("only logs a failed load and keeps showing the stored list", async () => {
    await cacheWith(async () => bannersFromApi(7)).load()
    vi.advanceTimersByTime(thirtyMinutes)
    const logFailure = vi.fn()
    const failing = cacheWith(async () => Promise.reject(new Error("offline")), logFailure)

    expect((await failing.load()).map((banner) => banner.id)).toEqual([7])
    expect(logFailure).toHaveBeenCalledOnce()
  })

  it("shows no banners when the first load fails", async () => {
    const cache = cacheWith(async () => Promise.reject(new Error("offline")))
    expect(await cache.load()).toEqual([])
  })
})
