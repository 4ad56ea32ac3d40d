import { cachePolicies } from "@gatehouse/domain"
import { describe, expect, it } from "vitest"
import { makeContentCache } from "../src/content/contentCache.ts"

const clockAt = (start: number) => {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const counter = () => {
  let count = 0
  return { fetch: async () => ++count, count: () => count }
}

describe("the content caches", () => {
  it("reuse news while younger than 30 s and fetch again after", async () => {
    const clock = clockAt(1_000_000)
    const cache = makeContentCache(cachePolicies.news, clock.now)
    const source = counter()
    expect(await cache.load("news", source.fetch)).toBe(1)
    clock.advance(29_999)
    expect(await cache.load("news", source.fetch)).toBe(1)
    clock.advance(1)
    expect(await cache.load("news", source.fetch)).toBe(2)
  })

  it("reuse downloads for an hour", async () => {
    const clock = clockAt(0)
    const cache = makeContentCache(cachePolicies.downloads, clock.now)
    const source = counter()
    await cache.load("downloads", source.fetch)
    clock.advance(3_599_999)
    await cache.load("downloads", source.fetch)
    expect(source.count()).toBe(1)
    clock.advance(1)
    await cache.load("downloads", source.fetch)
    expect(source.count()).toBe(2)
  })

  it("forget everything on refresh", async () => {
    const cache = makeContentCache(cachePolicies.news)
    const source = counter()
    await cache.load("a", source.fetch)
    cache.clear()
    expect(await cache.load("a", source.fetch)).toBe(2)
  })

  it("share one request between loads of the same key at once", async () => {
    const cache = makeContentCache(cachePolicies.news)
    const source = counter()
    const [first, second] = await Promise.all([cache.load("a", source.fetch), cache.load("a", source.fetch)])
    expect([first, second, source.count()]).toEqual([1, 1, 1])
  })

  it("never keep a failure, so the next load tries again", async () => {
    const cache = makeContentCache(cachePolicies.news)
    await expect(cache.load("a", () => Promise.reject(new Error("offline")))).rejects.toThrow("offline")
    expect(await cache.load("a", async () => "back")).toBe("back")
  })
})
