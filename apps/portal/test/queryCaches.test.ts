import { contentEndpoints } from "@gatehouse/api-client"
import { describe, expect, it, vi } from "vitest"
import { apiQuery } from "../src/data/apiQuery.ts"
import { makeQueryStore } from "../src/data/queryStore.ts"
import { servicesOn } from "./portalServices.ts"

const ok = (data: unknown) => ({ status: 200, body: { data } })

/** A query store on the fake API with a clock the test moves; counts the calls to one path. */
const storeOn = (routes: Parameters<typeof servicesOn>[0], start = 1_000_000) => {
  const { services, calls } = servicesOn(routes)
  let time = start
  const store = makeQueryStore({ clientFor: services.clientFor, now: () => time, logFailure: vi.fn() })
  return {
    store,
    advance: (ms: number) => (time += ms),
    callsTo: (path: string) => calls.filter((call) => call.path === path).length,
  }
}

const newsQuery = apiQuery(contentEndpoints, "getNewsAll", { category: 0, count: 8, flagA: 1, flagB: 0 })
const newsRoutes = { "GET /getnewsall/0/8/1/0": ok([]) }
const downloadsQuery = apiQuery(contentEndpoints, "getDownloadsAll")

describe("the caches of spec §4", () => {
  it("reuse news while younger than 30 s and fetch again after", async () => {
    const { store, advance, callsTo } = storeOn(newsRoutes)
    await store.settled(newsQuery)
    advance(29_999)
    store.ensure(newsQuery)
    expect(callsTo("/getnewsall/0/8/1/0")).toBe(1)
    advance(1)
    store.ensure(newsQuery)
    expect(callsTo("/getnewsall/0/8/1/0")).toBe(2)
  })

  it("reuse downloads for an hour", async () => {
    const { store, advance, callsTo } = storeOn({ "GET /getdownloadsall": ok([]) })
    await store.settled(downloadsQuery)
    advance(3_599_999)
    store.ensure(downloadsQuery)
    expect(callsTo("/getdownloadsall")).toBe(1)
    advance(1)
    store.ensure(downloadsQuery)
    expect(callsTo("/getdownloadsall")).toBe(2)
  })

  it("forget everything on refresh", async () => {
    const { store, callsTo } = storeOn({ ...newsRoutes, "GET /getdownloadsall": ok([]) })
    await Promise.all([store.settled(newsQuery), store.settled(downloadsQuery)])
    await store.invalidate(() => true)
    store.ensure(newsQuery)
    store.ensure(downloadsQuery)
    expect([callsTo("/getnewsall/0/8/1/0"), callsTo("/getdownloadsall")]).toEqual([2, 2])
  })

  it("answer the same news list once for every board that shows it", async () => {
    const { store, callsTo } = storeOn(newsRoutes)
    // The all-news board and a second widget of the same list ask at once, with fields in any order.
    store.ensure(newsQuery)
    store.ensure(apiQuery(contentEndpoints, "getNewsAll", { flagB: 0, flagA: 1, count: 8, category: 0 }))
    await store.settled(newsQuery)
    expect(callsTo("/getnewsall/0/8/1/0")).toBe(1)
  })

  it("never keep a failure, so the next load tries again", async () => {
    let answer = { status: 500, body: {} }
    const { store, callsTo } = storeOn({ "GET /getdownloadsall": () => answer })
    const unsubscribe = store.subscribe(downloadsQuery, () => {})
    await store.settled(downloadsQuery)
    expect(store.read(downloadsQuery)).toEqual({ status: "failed" })
    unsubscribe()
    answer = ok([])
    store.subscribe(downloadsQuery, () => {})
    expect(store.read(downloadsQuery)).toEqual({ status: "loading" })
    store.ensure(downloadsQuery)
    await store.settled(downloadsQuery)
    expect(store.read(downloadsQuery)).toMatchObject({ status: "loaded" })
    expect(callsTo("/getdownloadsall")).toBe(2)
  })
})
