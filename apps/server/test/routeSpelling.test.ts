import { request as httpRequest } from "node:http"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { demoStaff } from "../src/seed/accounts.ts"
import { login } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

/**
 * A GET of exactly this request target, as a scanner would send it: a URL object would join `//`
 * or read it as the start of another host.
 */
const getRaw = (target: string, headers: Record<string, string> = {}) =>
  Effect.flatMap(Effect.service(TestServer), (server) =>
    Effect.promise(
      () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const { hostname, port } = new URL(server.url)
          const req = httpRequest({ hostname, port, path: target, headers }, (res) => {
            const chunks: Array<Buffer> = []
            res.on("data", (chunk: Buffer) => chunks.push(chunk))
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
            )
          })
          req.on("error", reject)
          req.end()
        }),
    ),
  )

describe(`one spelling per route, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("a trailing `;`, another case or an empty segment reaches no route: 404", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoStaff.userId, demoStaff.password)
        const staff = { authorization: `Bearer ${token}` }
        assert.strictEqual((yield* getRaw("/api/staff/news/1", staff)).status, 200)
        for (const other of [
          "/api/staff/news/1;",
          "/api/staff/news/1;jsessionid=x",
          "/api/STAFF/news/1",
          "/api/Staff/News/1",
          "//api/staff/news/1",
          "/api//staff/news/1",
          "/api/staff//news/1",
        ]) {
          const answer = yield* getRaw(other, staff)
          assert.strictEqual(answer.status, 404, other)
          // Under /api the API's own JSON answer; `//api/...` is no API path at all.
          if (other.startsWith("/api/")) assert.strictEqual(JSON.parse(answer.body)._tag, "NotFound", other)
        }
        assert.strictEqual((yield* getRaw("/api/getspecificnews/1;")).status, 404)
        assert.strictEqual((yield* getRaw("/api/GETSPECIFICNEWS/1")).status, 404)
        assert.strictEqual((yield* getRaw("//news")).status, 404)
        assert.strictEqual((yield* getRaw("/news;x")).status, 404)
      }),
    )

    it.effect("a `;` in the query string is the query's, and a trailing slash still reaches the route", () =>
      Effect.gen(function* () {
        assert.strictEqual((yield* getRaw("/api/getsitelinks?x=1;2")).status, 200)
        assert.strictEqual((yield* getRaw("/api/getsitelinks/")).status, 200)
        assert.strictEqual((yield* getRaw("/api/getSiteBanners")).status, 200)
      }),
    )
  })
})
