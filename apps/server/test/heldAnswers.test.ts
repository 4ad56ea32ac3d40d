import { assert, describe, layer } from "@effect/vitest"
import { Clock, Effect, Layer, Logger } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { Changes } from "../src/cache/Changes.ts"
import { ReadCache } from "../src/cache/ReadCache.ts"
import { News } from "../src/content/News.ts"
import { type HeldAnswer, HeldAnswers } from "../src/http/heldAnswers.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

/** The path of every request line the server logged. */
const requestLines: Array<{ readonly path: unknown; readonly status: unknown; readonly requestId: unknown }> =
  []
const capture = Logger.map(Logger.formatStructured, (entry) => {
  if (entry.annotations.durationMs !== undefined) requestLines.push(entry.annotations as never)
})

const newsList = "/api/getnewsall/0/8/1/0"

const subjectsOf = (body: { readonly data: ReadonlyArray<{ readonly subject: string }> }) =>
  body.data.map((item) => item.subject)

/**
 * A public read, a guest page or a built file that an earlier request was answered with is sent
 * again from memory, before any routing (http/heldAnswers.ts). What a player or an operator sees
 * must not tell the two apart: the same answer, its own request id, its log line and its count,
 * and the newest data at once after a change.
 */
describe(`answers held in memory, on ${databaseKind}`, () => {
  layer(testServer({ observability: { logLevel: "info" }, logger: capture }))((it) => {
    it.effect("an answer asked for again is the same, with its own request id and log line", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const first = yield* server.send(newsList)
        const again = yield* server.send(newsList)
        assert.strictEqual(again.status, 200)
        assert.strictEqual(again.text, first.text)
        assert.strictEqual(again.headers["content-type"], "application/json")
        assert.strictEqual(again.headers["cache-control"], "no-store")
        assert.isDefined(again.headers["content-security-policy"])
        assert.notStrictEqual(again.headers["x-request-id"], first.headers["x-request-id"])
        const ids = [first, again].map((answer) => answer.headers["x-request-id"])
        assert.deepStrictEqual(
          requestLines.filter((line) => ids.includes(line.requestId as string)).map((line) => line.path),
          [newsList, newsList],
        )
        // A copy still current is confirmed without its bytes; a compressed one is sent compressed.
        const current = yield* server.send(newsList, {
          headers: { "if-none-match": again.headers.etag ?? "" },
        })
        assert.strictEqual(current.status, 304)
        const compressed = yield* server.send(newsList, { headers: { "accept-encoding": "br" } })
        assert.strictEqual(compressed.headers["content-encoding"], "br")
        assert.strictEqual(compressed.text, first.text)
        const head = yield* server.send(newsList, { method: "HEAD" })
        assert.strictEqual(head.status, 200)
        assert.strictEqual(head.text, "")
      }),
    )

    it.effect("news published is in the very next answer, and each address keeps its own answer", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const latestOne = "/api/getnewsall/0/1/1/0"
        yield* server.send(newsList)
        yield* server.send(latestOne)
        yield* Effect.flatMap(Effect.service(News), (news) =>
          news.publish({
            type: 0,
            subject: "Held answers: the gates open at noon",
            content: "<p>See you in Sacred Gate.</p>",
            author: "GM Mira",
            imgThumbnail: null,
            showThumbnail: false,
          }),
        ).pipe(Effect.provide(News.layer))
        const list = subjectsOf((yield* server.send(newsList)).json())
        const one = subjectsOf((yield* server.send(latestOne)).json())
        assert.strictEqual(list[0], "Held answers: the gates open at noon")
        assert.deepStrictEqual(one, ["Held answers: the gates open at noon"])
        assert.isAbove(list.length, one.length)
        // Asked again, from memory: the same.
        assert.deepStrictEqual(subjectsOf((yield* server.send(latestOne)).json()), one)
      }),
    )

    it.effect("an answer its route made across a change is not held; the next one, made after it, is", () =>
      Effect.scoped(
        Effect.gen(function* () {
          // The register of held answers and the change notifications, over this server's database.
          const held = yield* Effect.provide(
            Effect.service(HeldAnswers),
            HeldAnswers.layer.pipe(Layer.provide([ReadCache.withChanges, Changes.layer])),
          )
          const changes = yield* Effect.provide(Effect.service(Changes), Changes.layer)
          const request = HttpServerRequest.fromWeb(new Request(`http://localhost${newsList}`))
          const bytes = new TextEncoder().encode('{"data":[]}')
          const answer: HeldAnswer = {
            payload: { bytes, contentType: "application/json", cacheControl: "no-store", etag: '"before"' },
            status: 200,
            topics: ["news"],
          }
          const sent = HttpServerResponse.uint8Array(bytes)
          const now = yield* Clock.currentTimeMillis

          // The route read the news, then news was published, then it answered with what it read.
          const across = held.open()
          yield* changes.announce("news")
          across.held = answer
          held.keep(request, sent, across, "GET /api/getnewsall", now)
          assert.isUndefined(held.find(request, now), "an answer older than the change it missed")

          const after = held.open()
          after.held = answer
          held.keep(request, sent, after, "GET /api/getnewsall", now)
          assert.strictEqual(held.find(request, now)?.answer, answer)
        }),
      ),
    )
  })
})
