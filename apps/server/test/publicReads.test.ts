import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Layer, Scope } from "effect"
import type { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { defaultLimits, defaultObservability, type ServerSettings } from "../src/config.ts"
import { News } from "../src/content/News.ts"
import type { DatabaseSettings } from "../src/database/settings.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { databaseKind, testDatabaseSettings } from "./support/database.ts"
import { api, newPlayer, newShopItem } from "./support/economy.ts"
import { type RawResponse, send } from "./support/http.ts"
import { TestServer } from "./support/server.ts"

type Send = (target: string) => Effect.Effect<RawResponse>

/**
 * The instance that takes the writes (the TestServer of the support helpers) and another one
 * reading the same database. On PostgreSQL they are two servers sharing nothing but the database;
 * the embedded database belongs to one process, so there the reader is the writer itself.
 */
class Reader extends Context.Service<Reader, { readonly get: Send; readonly separate: boolean }>()(
  "test/Reader",
) {}

const settingsFor = (database: DatabaseSettings): ServerSettings => ({
  port: 0,
  database,
  seedDemo: true,
  portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
  trustedProxies: 1,
  observability: defaultObservability,
  limits: defaultLimits,
})

const sender =
  (url: string): Send =>
  (target) =>
    Effect.promise(() => send(url, target))

const instances = Layer.unwrap(
  Effect.gen(function* () {
    const settings = settingsFor(yield* testDatabaseSettings)
    let reader: Effect.Effect<Reader["Service"], never, HttpServer.HttpServer> = Effect.map(
      publicUrl,
      (url) => ({
        get: sender(url),
        separate: false,
      }),
    )
    if (settings.database._tag === "External") {
      // Built with a memo map of its own, so it shares no layer (no cache, no client) with the first.
      const second = yield* Layer.buildWithMemoMap(
        serverLayer(settings),
        yield* Layer.makeMemoMap,
        yield* Scope.Scope,
      )
      const url = yield* Effect.provideContext(publicUrl, second)
      reader = Effect.succeed({ get: sender(url), separate: true })
    }
    const writer = Effect.map(publicUrl, (url) =>
      TestServer.of({
        url,
        portalDir: settings.portalDir,
        database: settings.database,
        send: (target, init) => Effect.promise(() => send(url, target, init)),
      }),
    )
    return Layer.mergeAll(Layer.effect(TestServer, writer), Layer.effect(Reader, reader)).pipe(
      Layer.provideMerge(serverLayer(settings)),
    )
  }),
)

const json = (response: RawResponse) => {
  assert.strictEqual(response.status, 200, response.text)
  return response.json()
}

const readerJson = (target: string) =>
  Effect.flatMap(Effect.service(Reader), (reader) => Effect.map(reader.get(`/api${target}`), json))

const newsIds = (target: string) =>
  Effect.map(readerJson(target), (body) =>
    (body.data as ReadonlyArray<{ id: number }>).map((item) => item.id),
  )

const topSellers = Effect.map(readerJson("/topsales"), (body) =>
  (body.itemshopdata as ReadonlyArray<{ ProductNum: number }>).map((item) => item.ProductNum),
)

const realPause = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 25)))

/**
 * What the reader serves once it has heard of a change: at once when it is the writer itself, and
 * within a bounded wait (5 s, far above the documented bound) when it learns through PostgreSQL,
 * or when the change is one announced together with others (`soon`: purchases, within two seconds).
 */
const servedOnceHeard = <A, R>(
  read: Effect.Effect<A, never, R>,
  heard: (value: A) => boolean,
  soon = false,
) =>
  Effect.gen(function* () {
    const { separate } = yield* Reader
    let value = yield* read
    for (let attempt = 0; (separate || soon) && !heard(value) && attempt < 200; attempt++) {
      yield* realPause
      value = yield* read
    }
    return value
  })

describe(`public reads from memory on ${databaseKind}`, () => {
  layer(instances)((it) => {
    it.effect("a purchase through one instance changes the top sales every instance serves", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const product = yield* newShopItem("1.00")
        const player = yield* newPlayer({ rcoin: "50.00" })
        const before = yield* topSellers
        assert.notInclude(before, product)

        // Sales recorded outside the portal (say, by an operator's import) wait for the refresh.
        yield* sql`
          INSERT INTO purchases (user_num, product_num, quantity, unit_price, total_price, currency)
          VALUES (${player.userNum}, ${product}, 1000, 1.00, 1000.00, 'rcoin')`
        assert.deepStrictEqual(yield* topSellers, before)

        const bought = yield* api("POST", `/buyitem?productnum=${product}`, { token: player.token })
        assert.strictEqual(bought.status, 200, bought.text)
        const after = yield* servedOnceHeard(topSellers, (sellers) => sellers[0] === product, true)
        assert.strictEqual(after[0], product)
      }),
    )

    it.effect("a news item published through one instance is on every instance's news board", () =>
      Effect.gen(function* () {
        const board = "/getnewsall/0/8/1/0"
        const before = yield* newsIds(board)
        const published = yield* Effect.flatMap(Effect.service(News), (news) =>
          news.publish({
            type: 0,
            subject: "Server maintenance tonight",
            content: "<p>The game is down from 2 to 4 AM.</p>",
            author: "GM Mira",
            imgThumbnail: null,
            showThumbnail: false,
          }),
        ).pipe(Effect.provide(News.layer))
        assert.notInclude(before, published.id)
        const after = yield* servedOnceHeard(newsIds(board), (ids) => ids[0] === published.id)
        assert.strictEqual(after[0], published.id)
        assert.deepStrictEqual(after.slice(1), before.slice(0, 7))
      }),
    )

    it.effect("news written straight into the database is served after the refresh interval", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const board = "/getnewsall/1/8/1/0"
        const before = yield* newsIds(board)
        const [row] = yield* sql<{ id: number }>`
          INSERT INTO news (type, subject, content, author, created_at)
          VALUES (1, 'Guide: crafting', '<p>Bring ore.</p>', 'GM Mira', '2100-01-01T00:00:00Z')
          RETURNING id`
        assert.deepStrictEqual(yield* newsIds(board), before)

        yield* TestClock.adjust(defaultLimits.cacheRefresh)
        assert.deepStrictEqual(yield* newsIds(board), [row?.id, ...before.slice(0, 7)])
      }),
    )
  })
})
