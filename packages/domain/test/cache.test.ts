import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { CacheEntrySchema, cacheEntry, cachePolicies, isFresh, isFreshNow, SiteBanner } from "../src/index.ts"

describe("cache policies", () => {
  it("keep news 30 s, downloads 1 hour and banners 30 minutes", () => {
    expect(cachePolicies.news.maxAgeMs).toBe(30_000)
    expect(cachePolicies.downloads.maxAgeMs).toBe(3_600_000)
    expect(cachePolicies.banners.maxAgeMs).toBe(1_800_000)
  })

  it("reuse an entry while it is younger than the policy, then refetch", () => {
    const entry = cacheEntry(["news"], 1_000_000)
    expect(isFresh(entry, 1_000_000, cachePolicies.news)).toBe(true)
    expect(isFresh(entry, 1_029_999, cachePolicies.news)).toBe(true)
    expect(isFresh(entry, 1_030_000, cachePolicies.news)).toBe(false)
    expect(isFresh(entry, 1_030_000, cachePolicies.downloads)).toBe(true)
  })

  it("refetch when there is no entry or it is stamped in the future", () => {
    expect(isFresh(null, 0, cachePolicies.banners)).toBe(false)
    expect(isFresh(cacheEntry([], 5_000), 4_000, cachePolicies.banners)).toBe(false)
  })

  it.effect("follow the Effect clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(0)
      const entry = cacheEntry("banners", 0)
      assert.isTrue(yield* isFreshNow(entry, cachePolicies.banners))
      yield* TestClock.adjust("30 minutes")
      assert.isFalse(yield* isFreshNow(entry, cachePolicies.banners))
    }),
  )
})

describe("stored entries", () => {
  const BannerCache = Schema.fromJsonString(CacheEntrySchema(Schema.Array(SiteBanner)))

  it("read back what was stored", () => {
    const text = JSON.stringify(cacheEntry([{ id: 1, img_url: "/b.png" }], 42))
    const decoded = Schema.decodeUnknownOption(BannerCache)(text)
    expect(Option.map(decoded, (entry) => [entry.storedAt, entry.value[0]?.img_url])).toEqual(
      Option.some([42, "/b.png"]),
    )
  })

  it("reject entries that are not what the cache wrote", () => {
    expect(
      Option.isNone(Schema.decodeUnknownOption(BannerCache)('{"value":[{"id":"x"}],"storedAt":1}')),
    ).toBe(true)
    expect(Option.isNone(Schema.decodeUnknownOption(BannerCache)('{"value":[]}'))).toBe(true)
  })
})
