import { assert, describe, layer } from "@effect/vitest"
import { contractEndpoints } from "@gatehouse/api-client/contract"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Sessions } from "../src/accounts/Sessions.ts"
import { ratePolicies } from "../src/http/middleware/rateLimit.ts"
import { notImplemented } from "../src/http/notImplemented.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"

/** A request the contract accepts up to the handler: path parameters and query values filled in. */
const requestFor = (endpoint: (typeof contractEndpoints)[number]) => {
  const path = endpoint.mountedPath.replace(/:[A-Za-z]+/g, "1")
  const query =
    endpoint.payload === "query" ? `?${endpoint.payloadFields.map((field) => `${field}=1`).join("&")}` : ""
  return {
    path: `${path}${query}`,
    method: endpoint.method,
    body: endpoint.payload === "body" ? "{}" : undefined,
  }
}

const demoPlayerSession = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [player] = yield* sql<{
    user_num: number
  }>`SELECT user_num FROM users WHERE user_id = ${demoPlayer.userId}`
  return yield* (yield* Sessions).issue(player?.user_num ?? 0)
}).pipe(Effect.provide(Sessions.layer))

describe(`calls not offered, sessions and throttling, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("answer a call this server does not offer with 501 JSON naming the call", () =>
      Effect.gen(function* () {
        // Every call of today's contract is offered; the answer stays ready for calls added later.
        const endpoint = contractEndpoints.find((candidate) => candidate.name === "processCoupon")
        const response = yield* notImplemented("processCoupon")()
        assert.strictEqual(response.status, 501)
        assert.strictEqual(response.body._tag, "Uint8Array")
        const body = response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : ""
        assert.deepStrictEqual(JSON.parse(body), {
          _tag: "NotImplemented",
          message: `${endpoint?.method} ${endpoint?.mountedPath} is not available on this server yet.`,
        })
      }),
    )

    it.effect("ask for a session first on every signed-in call", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const signedIn = contractEndpoints.filter((endpoint) => endpoint.requiresAuth)
        assert.isAtLeast(signedIn.length, 15)
        for (const endpoint of signedIn) {
          const { path, method, body } = requestFor(endpoint)
          const withoutSession: ReadonlyArray<Record<string, string>> = [
            {},
            { authorization: "Bearer not-a-session" },
          ]
          for (const headers of withoutSession) {
            const response = yield* server.send(path, { method, body, headers })
            assert.strictEqual(response.status, 401, `${method} ${path}`)
            assert.deepStrictEqual(response.json(), {
              _tag: "Unauthorized",
              message: "Please log in to continue.",
            })
          }
        }
      }),
    )

    it.effect("stop accepting a revoked session", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const token = yield* demoPlayerSession
        const call = server.send("/api/user-ip", { headers: { authorization: `Bearer ${token}` } })
        assert.strictEqual((yield* call).status, 200)
        yield* Effect.flatMap(Effect.service(Sessions), (sessions) => sessions.revoke(token)).pipe(
          Effect.provide(Sessions.layer),
        )
        assert.strictEqual((yield* call).status, 401)
      }),
    )

    it.effect("throttle guessing-prone calls with the spec's 429 message", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const sql = yield* SqlClient.SqlClient
        yield* sql`DELETE FROM rate_limit_counters`
        const limit = ratePolicies.findPassword?.limit ?? 0
        const statuses: Array<number> = []
        for (let attempt = 0; attempt <= limit; attempt++) {
          const response = yield* server.send("/api/findPassword", { method: "POST", body: "{}" })
          statuses.push(response.status)
          if (response.status === 429) {
            assert.deepStrictEqual(response.json(), {
              _tag: "TooManyRequests",
              message: tooManyRequestsMessage,
            })
          }
        }
        // The empty body is refused (400) until the address is throttled (429).
        assert.deepStrictEqual(statuses, [...Array(limit).fill(400), 429])

        // Counted per player's address, as the proxy in front reports it (the test server trusts one).
        const fromElsewhere = { "x-forwarded-for": "203.0.113.9" }
        const other = yield* server.send("/api/findPassword", {
          method: "POST",
          body: "{}",
          headers: fromElsewhere,
        })
        assert.strictEqual(other.status, 400)
        // A client cannot escape its count by writing its own X-Forwarded-For entries.
        for (let attempt = 0; attempt < limit; attempt++) {
          const forged = { "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.9` }
          yield* server.send("/api/findPassword", { method: "POST", body: "{}", headers: forged })
        }
        const after = yield* server.send("/api/findPassword", {
          method: "POST",
          body: "{}",
          headers: fromElsewhere,
        })
        assert.strictEqual(after.status, 429)
        // Reading is never throttled.
        for (let attempt = 0; attempt < 30; attempt++) {
          assert.strictEqual((yield* server.send("/api/getdownloadsall")).status, 200)
        }
      }),
    )
  })
})
