import { frameEndpoints } from "@gatehouse/api-client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { apiQuery } from "../src/data/apiQuery.ts"
import { bannerStorageKey, bannersInStorage } from "../src/data/keptAnswers.ts"
import { makeQueryStore } from "../src/data/queryStore.ts"
import { servicesOn } from "./portalServices.ts"

const thirtyMinutes = 30 * 60 * 1000

const bannersFromApi = (...ids: ReadonlyArray<number>) => ({
  status: 200,
  body: { data: ids.map((id) => ({ id, img_url: `/banners/${id}.webp` })) },
})

const bannersQuery = apiQuery(frameEndpoints, "getSiteBanners")

/**
 * A visit: the portal's query store keeping the banners in the test's local storage, on a fake API
 * that answers the given replies in turn. The rotator watches the banners while the visit lasts.
 */
const visit = (...replies: ReadonlyArray<{ readonly status: number; readonly body?: unknown }>) => {
  let next = 0
  const { services, calls } = servicesOn({
    "GET /getSiteBanners": () => replies[Math.min(next++, replies.length - 1)] ?? { status: 500 },
  })
  const logFailure = vi.fn()
  const store = makeQueryStore({
    clientFor: services.clientFor,
    kept: bannersInStorage(window.localStorage),
    logFailure,
  })
  store.subscribe(bannersQuery, () => {})
  const shown = () => {
    const state = store.read(bannersQuery)
    return state.status === "loaded" ? state.value.data.map((banner) => banner.id) : state.status
  }
  const open = async () => {
    store.ensure(bannersQuery)
    await store.settled(bannersQuery)
    await new Promise<void>((resolve) => setTimeout(resolve, 0))
  }
  return { store, shown, open, logFailure, loads: () => calls.length }
}

describe("the banners kept in local storage (spec §4)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2025-03-01T08:00:00+08:00"))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("stores the fetched list with its time and reuses it for 30 minutes", async () => {
    const page = visit(bannersFromApi(1, 2))
    await page.open()
    expect(page.shown()).toEqual([1, 2])
    vi.advanceTimersByTime(thirtyMinutes - 1)
    await page.open()
    expect(page.shown()).toEqual([1, 2])
    expect(page.loads()).toBe(1)
    expect(JSON.parse(window.localStorage.getItem(bannerStorageKey) ?? "null")).toMatchObject({
      storedAt: Date.now() - (thirtyMinutes - 1),
    })
  })

  it("fetches again once the stored list is 30 minutes old", async () => {
    const page = visit(bannersFromApi(1), bannersFromApi(3))
    await page.open()
    vi.advanceTimersByTime(thirtyMinutes)
    await page.open()
    expect(page.shown()).toEqual([3])
    expect(page.loads()).toBe(2)
  })

  it("refetches a fresh list when forced", async () => {
    const page = visit(bannersFromApi(1), bannersFromApi(4))
    await page.open()
    await page.store.refetch(bannersQuery)
    expect(page.shown()).toEqual([4])
  })

  it("survives a reload: a new visit within 30 minutes shows the stored list and makes no call", async () => {
    await visit(bannersFromApi(5)).open()
    const nextVisit = visit(bannersFromApi(6))
    expect(nextVisit.shown()).toEqual([5])
    await nextVisit.open()
    expect(nextVisit.shown()).toEqual([5])
    expect(nextVisit.loads()).toBe(0)
  })

  it("only logs a failed load and keeps showing the stored list", async () => {
    await visit(bannersFromApi(7)).open()
    vi.advanceTimersByTime(thirtyMinutes)
    const failing = visit({ status: 500, body: {} })
    await failing.open()
    expect(failing.shown()).toEqual([7])
    expect(failing.logFailure).toHaveBeenCalledOnce()
  })

  it("shows no banners when the first load fails", async () => {
    const page = visit({ status: 500, body: {} })
    await page.open()
    expect(page.shown()).toBe("failed")
  })
})
