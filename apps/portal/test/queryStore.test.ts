import { describe, expect, it } from "vitest"
import type { ApiQuery, ClientFactory } from "../src/data/apiQuery.ts"
import { makeQueryStore } from "../src/data/queryStore.ts"

/** A query whose answers the test hands out one by one, in the order it chooses. */
const controlledQuery = (key: string, policy: ApiQuery["policy"] = "each-visit") => {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = []
  const query: ApiQuery<string> = {
    key,
    call: "getServerInfo",
    policy,
    run: () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
    encode: (answer) => ({ text: answer }),
    decode: (json) => (json as { text: string }).text,
  }
  return { query, calls }
}

const clientFor = (() => ({})) as unknown as ClientFactory
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe("the portal's query store", () => {
  it("asks the API once for viewers that open while the first request is in flight", async () => {
    const store = makeQueryStore({ clientFor })
    const { query, calls } = controlledQuery("info")
    store.ensure(query)
    store.ensure(query)
    expect(calls).toHaveLength(1)
    calls[0]?.resolve("hello")
    await flush()
    expect(store.read(query)).toEqual({ status: "loaded", value: "hello" })
  })

  it("drops an answer that arrives after a newer request was sent", async () => {
    const store = makeQueryStore({ clientFor })
    const { query, calls } = controlledQuery("cart")
    store.subscribe(query, () => {})
    store.ensure(query)
    store.invalidate(() => true)
    expect(calls).toHaveLength(2)
    calls[1]?.resolve("new")
    await flush()
    calls[0]?.resolve("old")
    await flush()
    expect(store.read(query)).toEqual({ status: "loaded", value: "new" })
  })

  it("reuses an answer while its cache policy allows and asks again after", async () => {
    let time = 1_000
    const store = makeQueryStore({ clientFor, now: () => time })
    const { query, calls } = controlledQuery("news", { maxAgeMs: 30_000 })
    store.ensure(query)
    calls[0]?.resolve("first")
    await flush()
    time += 29_000
    store.ensure(query)
    expect(calls).toHaveLength(1)
    time += 2_000
    store.ensure(query)
    expect(calls).toHaveLength(2)
    // The kept answer stays on screen while the new one is fetched.
    expect(store.read(query)).toEqual({ status: "loaded", value: "first" })
  })

  it("shows a server-rendered answer to every view on the page without fetching it, and fetches on the next visit", () => {
    const { query, calls } = controlledQuery("rankings")
    const store = makeQueryStore({
      clientFor,
      seeded: { rankings: { json: { text: "seeded" }, storedAt: 5 } },
    })
    expect(store.read(query)).toEqual({ status: "loaded", value: "seeded" })
    const leaveWidget = store.subscribe(query, () => {})
    const leaveList = store.subscribe(query, () => {})
    store.ensure(query)
    store.ensure(query)
    expect(calls).toHaveLength(0)
    leaveWidget()
    leaveList()
    store.ensure(query)
    expect(calls).toHaveLength(1)
  })

  it("carries only a page's part of an answer when its query names one, and says so", async () => {
    const store = makeQueryStore({ clientFor, onServer: true, now: () => 42 })
    const { query, calls } = controlledQuery("rankings")
    const firstWord = { ...query, pagePart: (answer: string) => answer.split(" ")[0] ?? "" }
    store.ensure(firstWord)
    calls[0]?.resolve("Thadai Zenzen42 Kasylzen")
    await flush()
    expect(store.dehydrate()).toEqual({ rankings: { json: { text: "Thadai" }, storedAt: 42, partial: true } })
  })

  it("shows a page's part to the screen it came with only, until the whole answer is fetched", async () => {
    const { query, calls } = controlledQuery("rankings")
    const store = makeQueryStore({
      clientFor,
      seeded: { rankings: { json: { text: "Thadai" }, storedAt: 5, partial: true } },
    })
    const leave = store.subscribe(query, () => {})
    store.ensure(query)
    expect(calls).toHaveLength(0)
    expect(store.read(query)).toEqual({ status: "loaded", value: "Thadai" })
    expect(store.isPartial(query)).toBe(true)
    // The screen asks for the rest; the part stays on screen meanwhile.
    void store.refetch(query)
    expect(store.read(query)).toEqual({ status: "loaded", value: "Thadai" })
    calls[0]?.resolve("Thadai Zenzen42 Kasylzen")
    await flush()
    expect(store.read(query)).toEqual({ status: "loaded", value: "Thadai Zenzen42 Kasylzen" })
    expect(store.isPartial(query)).toBe(false)
    leave()
  })

  it("never shows a page's part to another screen once its own has gone", () => {
    const { query, calls } = controlledQuery("rankings")
    const store = makeQueryStore({
      clientFor,
      seeded: { rankings: { json: { text: "Thadai" }, storedAt: 5, partial: true } },
    })
    store.subscribe(query, () => {})()
    expect(store.read(query)).toEqual({ status: "loading" })
    expect(store.isPartial(query)).toBe(false)
    store.ensure(query)
    expect(calls).toHaveLength(1)
  })

  it("carries every loaded answer in the API's JSON for the browser", async () => {
    const server = makeQueryStore({ clientFor, onServer: true, now: () => 42 })
    const { query, calls } = controlledQuery("home")
    const waiting = server.settled(query)
    calls[0]?.resolve("rendered")
    await waiting
    expect(server.dehydrate()).toEqual({ home: { json: { text: "rendered" }, storedAt: 42 } })
  })

  it("refetches only invalidated entries that someone is watching, and fails without losing an answer", async () => {
    const store = makeQueryStore({ clientFor })
    const watched = controlledQuery("watched")
    const unwatched = controlledQuery("unwatched")
    store.subscribe(watched.query, () => {})
    store.ensure(watched.query)
    store.ensure(unwatched.query)
    watched.calls[0]?.resolve("rows")
    await flush()
    store.invalidate((query) => query.key.endsWith("watched"))
    expect(watched.calls).toHaveLength(2)
    expect(unwatched.calls).toHaveLength(1)
    watched.calls[1]?.reject(new Error("offline"))
    await flush()
    expect(store.read(watched.query)).toEqual({ status: "loaded", value: "rows" })
  })
})
