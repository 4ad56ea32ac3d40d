import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Fiber, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { defaultLimits, defaultObservability } from "../src/config.ts"
import { News } from "../src/content/News.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { databaseKind } from "./support/database.ts"
import { type RawResponse, send } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"

/**
 * Guest pages rendered on the server are rendered once and sent to every guest until what they show
 * changes, on every instance (docs/adr/0028-launch-day.md). The portal's renderer is stood in for by
 * one that reads the news board through the API, as the real one does, and says how many times it
 * has rendered for the instance asking.
 */
const renderer = `
const renders = new Map()
export const renderPage = async ({ path, search, apiBaseUrl }) => {
  const count = (renders.get(apiBaseUrl) ?? 0) + 1
  renders.set(apiBaseUrl, count)
  const answer = await (await fetch(apiBaseUrl + "/getnewsall/0/8/1/0")).json()
  // A test holds renders here, after their read, to change the data while one is being made.
  await globalThis.heldRenders
  return {
    html: '<main data-render="' + count + '">' + answer.data.map((item) => item.subject).join(" | ") + "</main>",
    themeClass: "fixture",
    answers: { 'getNewsAll:{"category":0,"count":8}': { json: answer, storedAt: Date.now() } },
    modules: [],
  }
}
`

/** The other instance, sharing only the database (on PostgreSQL); the embedded database has one. */
class OtherInstance extends Context.Service<
  OtherInstance,
  { readonly get: (target: string) => Effect.Effect<RawResponse>; readonly separate: boolean }
>()("test/OtherInstance") {}

const instances = Layer.unwrap(
  Effect.gen(function* () {
    const first = yield* TestServer
    if (first.database._tag !== "External") {
      return Layer.succeed(OtherInstance, { get: (target) => first.send(target), separate: false })
    }
    // Built with a memo map of its own, so it shares no layer (no cache, no client) with the first.
    const second = yield* Layer.buildWithMemoMap(
      serverLayer({
        port: 0,
        database: first.database,
        seedDemo: false,
        portalDir: first.portalDir,
        trustedProxies: 1,
        observability: { ...defaultObservability, logLevel: "warning" },
        limits: defaultLimits,
      }),
      yield* Layer.makeMemoMap,
      yield* Scope.Scope,
    )
    const url = yield* Effect.provideContext(publicUrl, second)
    return Layer.succeed(OtherInstance, {
      get: (target) => Effect.promise(() => send(url, target)),
      separate: true,
    })
  }),
).pipe(Layer.provideMerge(testServer({ renderer })))

/** Which render of the instance a page shows; none when it came without its content. */
const renderOf = (page: RawResponse) => {
  assert.strictEqual(page.status, 200, page.text)
  const found = /data-render="(\d+)"/.exec(page.text)?.[1]
  return found === undefined ? undefined : Number(found)
}

const realPause = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 25)))

/** Asks again until the page shows what `shown` waits for (a bounded wait, for a change heard through PostgreSQL). */
const pageOnceShown = (get: Effect.Effect<RawResponse>, shown: (page: RawResponse) => boolean) =>
  Effect.gen(function* () {
    let page = yield* get
    for (let attempt = 0; !shown(page) && attempt < 200; attempt++) {
      yield* realPause
      page = yield* get
    }
    return page
  })

/** Publishes a news post on the board every test page reads. */
const publish = (subject: string) =>
  Effect.flatMap(Effect.service(News), (news) =>
    news.publish({
      type: 0,
      subject,
      content: "<p>See you there.</p>",
      author: "GM Mira",
      imgThumbnail: null,
      showThumbnail: false,
    }),
  ).pipe(Effect.provide(News.layer))

/** Holds every render after its read until the returned function is called. */
const holdRenders = () => {
  const holder = globalThis as { heldRenders?: Promise<void> }
  let release = () => {}
  holder.heldRenders = new Promise<void>((resolve) => {
    release = () => {
      holder.heldRenders = undefined
      resolve()
    }
  })
  return release
}

describe(`guest pages rendered once per change, on ${databaseKind}`, () => {
  layer(instances, { timeout: 120_000 })((it) => {
    it.effect("thirty guests at once get one render, and every guest after them the same page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const burst = yield* Effect.all(
          Array.from({ length: 30 }, () => server.send("/news")),
          { concurrency: "unbounded" },
        )
        const rendersSeen = new Set(burst.map(renderOf).filter((render) => render !== undefined))
        assert.deepStrictEqual([...rendersSeen], [1])
        const after = yield* Effect.all(Array.from({ length: 10 }, () => server.send("/news")))
        assert.deepStrictEqual([...new Set(after.map(renderOf))], [1])
        // One page, sent as the same bytes: a guest's copy is revalidated with a 304.
        const etag = after[0]?.headers.etag ?? ""
        assert.strictEqual((yield* server.send("/news", { headers: { "if-none-match": etag } })).status, 304)
        // Another spelling of the same address is the same page.
        assert.strictEqual(renderOf(yield* server.send("/news?page=1&utm_source=facebook")), 1)
      }),
    )

    it.effect("news published on one instance is on the next page a guest opens, on every instance", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const other = yield* OtherInstance
        const before = yield* pageOnceShown(other.get("/news"), (page) => renderOf(page) !== undefined)
        const rendered = renderOf(before) ?? 0
        yield* publish("Launch day: the gates open at noon")
        // The instance that took the write: the very next guest gets the new page.
        assert.include((yield* server.send("/news")).text, "Launch day: the gates open at noon")
        // Another instance: as soon as it hears of the change through PostgreSQL, rendered once more.
        const after = yield* pageOnceShown(other.get("/news"), (page) => page.text.includes("Launch day"))
        assert.include(after.text, "Launch day: the gates open at noon")
        assert.strictEqual(renderOf(after), rendered + 1)
      }),
    )

    it.effect("news published while a page is being made again is on the next page a guest opens", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const before = renderOf(yield* server.send("/news")) ?? 0
        const release = holdRenders()
        yield* TestClock.adjust(defaultLimits.cacheRefresh)
        // Out of date by time: sent as it is, and made again behind it from the board as it is now.
        assert.strictEqual(renderOf(yield* server.send("/news")), before)
        yield* publish("Gates open an hour early")
        // The render still being made read the board before the news; the guest waits for a new one.
        const next = yield* Effect.forkChild(server.send("/news"))
        yield* realPause
        release()
        assert.include((yield* Fiber.join(next)).text, "Gates open an hour early")
        // And the older render, finished beside it, never replaces it.
        yield* Effect.repeat(realPause, { times: 3 })
        assert.include((yield* server.send("/news")).text, "Gates open an hour early")
      }),
    )

    it.effect("after a change, every guest waits for the page made again, none is sent the page before", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        yield* server.send("/news")
        yield* publish("Event night: lanterns at eight")
        const release = holdRenders()
        // The first guest after the change has the page made again; a second (the one who made
        // the change, say) comes while it is being made, and is given the same new page.
        const first = yield* Effect.forkChild(server.send("/news"))
        yield* realPause
        const second = yield* Effect.forkChild(server.send("/news"))
        yield* realPause
        release()
        assert.include((yield* Fiber.join(first)).text, "Event night: lanterns at eight")
        assert.include((yield* Fiber.join(second)).text, "Event night: lanterns at eight")
      }),
    )

    it.effect("a change while a page is made for the first time is on the next page a guest opens", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const release = holdRenders()
        // Never asked for before: the first guest has it made, from the board before the news.
        const first = yield* Effect.forkChild(server.send("/news?page=2"))
        yield* realPause
        yield* publish("Maintenance moved to Tuesday")
        release()
        assert.notInclude((yield* Fiber.join(first)).text, "Maintenance moved to Tuesday")
        assert.include((yield* server.send("/news?page=2")).text, "Maintenance moved to Tuesday")
      }),
    )

    it.effect("a page out of date only by time is sent while it is rendered again behind it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const now = renderOf(yield* server.send("/rankings")) ?? 0
        assert.strictEqual(renderOf(yield* server.send("/rankings")), now)
        yield* TestClock.adjust(defaultLimits.cacheRefresh)
        // The guest who finds it out of date is not kept waiting: the page before, at once.
        assert.strictEqual(renderOf(yield* server.send("/rankings")), now)
        const renewed = yield* pageOnceShown(server.send("/rankings"), (page) => renderOf(page) === now + 1)
        assert.strictEqual(renderOf(renewed), now + 1)
      }),
    )
  })
})
