import { assert, describe, layer } from "@effect/vitest"
import { Effect, Logger } from "effect"
import { SqlClient } from "effect/sql"
import { internalErrorMessage } from "../src/http/apiErrors.ts"
import { MetricsEndpoint } from "../src/observability/telemetry.ts"
import { loginFrom, playersNamed } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { api, freshIp, newPlayer, newShopItem } from "./support/economy.ts"
import { send } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"

interface LogEntry {
  readonly level: string
  readonly message: unknown
  readonly cause: string | undefined
  readonly annotations: Record<string, unknown>
}

/** Every line the server logs, as the JSON logger would write it. */
const logged: Array<LogEntry> = []
const capture = Logger.map(Logger.formatStructured, (entry) => {
  logged.push(entry)
})

const generatedId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A GET of the player's purchase history, with the headers a test chooses. */
const purchaseHistory = (token: string, headers: Record<string, string> = {}) =>
  Effect.flatMap(Effect.service(TestServer), (server) =>
    server.send("/api/shoppurchases", {
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": freshIp(), ...headers },
    }),
  )

/** The metrics page as Prometheus scrapes it. */
const scrape = Effect.gen(function* () {
  const { port } = yield* MetricsEndpoint
  const page = yield* Effect.promise(() => send(`http://127.0.0.1:${port}`, "/metrics"))
  assert.strictEqual(page.status, 200)
  return page.text
})

/** One series' value on a metrics page: the line named `name` whose labels include every one given (0 when absent). */
const seriesValue = (page: string, name: string, labels: Record<string, string> = {}) => {
  const line = page.split("\n").find((candidate) => {
    const match = /^([a-z_]+)(\{[^}]*\})? /.exec(candidate)
    return (
      match?.[1] === name &&
      Object.entries(labels).every(([key, value]) => (match[2] ?? "").includes(`${key}="${value}"`))
    )
  })
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(" ") + 1))
}

const newAccount = playersNamed("metered")

describe(`logs, request ids and metrics, on ${databaseKind}`, () => {
  layer(testServer({ observability: { logLevel: "info", metricsPort: 0 }, logger: capture }))((it) => {
    it.effect(
      "a defect answers a plain 500, and its cause is logged at error level with the request id",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const player = yield* newPlayer()
          // A table the query needs has gone: the handler dies with the database's error.
          yield* sql`ALTER TABLE purchases RENAME TO purchases_elsewhere`
          const response = yield* purchaseHistory(player.token, { "x-request-id": "defect-check-0001" }).pipe(
            Effect.ensuring(Effect.orDie(sql`ALTER TABLE purchases_elsewhere RENAME TO purchases`)),
          )

          assert.strictEqual(response.status, 500)
          assert.strictEqual(response.headers["x-request-id"], "defect-check-0001")
          assert.deepStrictEqual(response.json(), {
            _tag: "InternalServerError",
            message: internalErrorMessage,
          })
          assert.notInclude(response.text, "purchases")

          const errorLine = logged.find(
            (entry) => entry.level === "ERROR" && entry.annotations.requestId === "defect-check-0001",
          )
          assert.isDefined(errorLine)
          assert.include(errorLine?.cause, 'relation "purchases" does not exist')

          const requestLine = logged.find(
            (entry) =>
              entry.level === "INFO" &&
              entry.annotations.requestId === "defect-check-0001" &&
              entry.annotations.status === 500,
          )
          assert.deepInclude(requestLine?.annotations, { method: "GET", path: "/api/shoppurchases" })
          assert.isNumber(requestLine?.annotations.durationMs)
        }),
    )

    it.effect("every answer carries a request id: a well-formed one is kept, anything else replaced", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const kept = yield* purchaseHistory(player.token, { "x-request-id": "lb-7f3a9c21e4" })
        assert.strictEqual(kept.status, 200)
        assert.strictEqual(kept.headers["x-request-id"], "lb-7f3a9c21e4")

        const replaced = yield* purchaseHistory(player.token, { "x-request-id": "not a <safe> id" })
        assert.match(replaced.headers["x-request-id"] ?? "", generatedId)

        const first = yield* purchaseHistory(player.token)
        const second = yield* purchaseHistory(player.token)
        assert.match(first.headers["x-request-id"] ?? "", generatedId)
        assert.notStrictEqual(first.headers["x-request-id"], second.headers["x-request-id"])

        const line = logged.find((entry) => entry.annotations.requestId === first.headers["x-request-id"])
        assert.deepInclude(line?.annotations, { method: "GET", path: "/api/shoppurchases", status: 200 })
      }),
    )

    it.effect("the metrics port lists the request and purchase counters after a purchase", () =>
      Effect.gen(function* () {
        const product = yield* newShopItem("2.50")
        const player = yield* newPlayer({ rcoin: "10.00" })
        const bought = yield* api("POST", `/buyitem?productnum=${product}`, { token: player.token })
        assert.strictEqual(bought.status, 200)

        const { port } = yield* MetricsEndpoint
        assert.isDefined(port)
        const metrics = yield* Effect.promise(() => send(`http://127.0.0.1:${port}`, "/metrics"))
        assert.strictEqual(metrics.status, 200)
        assert.match(metrics.text, /^gatehouse_purchases_total\{[^}]*currency="rcoin"[^}]*\} 1$/m)
        assert.match(
          metrics.text,
          /^gatehouse_http_requests_total\{(?=[^}]*route="\/api\/buyitem")(?=[^}]*status="2xx")[^}]*\} [1-9]/m,
        )
        assert.match(metrics.text, /^gatehouse_http_request_duration_seconds_bucket\{/m)
        assert.match(metrics.text, /^gatehouse_db_pool_size /m)
      }),
    )

    it.effect("thousands of made-up paths add no metric series: requests are named by route template", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { port } = yield* MetricsEndpoint
        const series = Effect.promise(async () => {
          const { text } = await send(`http://127.0.0.1:${port}`, "/metrics")
          return text.split("\n").filter((line) => /^gatehouse_http_request/.test(line))
        })
        // Every kind of path a scan makes up: unknown calls, a real call's template with made-up
        // parameters, other spellings, pictures and pages nobody serves.
        const madeUp = (index: number) => [
          `/api/probe${index}/y`,
          `/api/getspecificnews/${index}`,
          `/api/staff/news/${index};`,
          `/api/STAFF${index}/news`,
          `/media/nothing-${index}.png`,
          `/nothing/${index}`,
        ]
        const sendAll = (indexes: ReadonlyArray<number>) =>
          Effect.forEach(
            indexes.flatMap(madeUp),
            (path) => server.send(path, { headers: { "x-forwarded-for": freshIp() } }),
            { concurrency: 16, discard: true },
          )
        yield* sendAll([0])
        const before = yield* series
        yield* sendAll(Array.from({ length: 400 }, (_, index) => index + 1))
        const after = yield* series
        assert.deepStrictEqual(
          after.map((line) => line.replace(/\} .*$/, "}")),
          before.map((line) => line.replace(/\} .*$/, "}")),
        )
        const routes = new Set(after.map((line) => /route="([^"]*)"/.exec(line)?.[1]))
        assert.include([...routes], "/api/getspecificnews/:id")
        assert.include([...routes], "/api/(unknown)")
        assert.isBelow(routes.size, 10)
      }),
    )
    it.effect(
      "the business counters count what players did: logins, a registration, a purchase and a redemption by currency",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const before = yield* scrape
          const account = yield* newAccount
          assert.strictEqual((yield* loginFrom(freshIp(), account.userId, account.password)).status, 200)
          assert.strictEqual((yield* loginFrom(freshIp(), account.userId, "not-the-password")).status, 422)

          const product = yield* newShopItem("4.00")
          const player = yield* newPlayer({ rcoin: "10.00" })
          assert.strictEqual(
            (yield* api("POST", `/buyitem?productnum=${product}`, { token: player.token })).status,
            200,
          )
          yield* sql`INSERT INTO coupons (code, rcoin_value, milleage_value) VALUES ('METRICS-MILLEAGE-1', '0', '5.00')`
          const redeemed = yield* api("POST", "/processCoupon", {
            token: player.token,
            body: { CouponCode: "METRICS-MILLEAGE-1" },
          })
          assert.strictEqual(redeemed.status, 200)
          // The same code twice is refused: a refusal rolls back and counts nothing.
          const again = yield* api("POST", "/processCoupon", {
            token: player.token,
            body: { CouponCode: "METRICS-MILLEAGE-1" },
          })
          assert.strictEqual(again.status, 409)

          const after = yield* scrape
          const grew = (name: string, labels: Record<string, string>) =>
            seriesValue(after, name, labels) - seriesValue(before, name, labels)
          assert.strictEqual(grew("gatehouse_logins_total", { outcome: "ok" }), 1)
          assert.strictEqual(grew("gatehouse_logins_total", { outcome: "refused" }), 1)
          assert.strictEqual(grew("gatehouse_registrations_total", { source: "portal" }), 1)
          assert.strictEqual(grew("gatehouse_purchases_total", { currency: "rcoin" }), 1)
          assert.strictEqual(grew("gatehouse_purchases_total", { currency: "milleage" }), 0)
          assert.strictEqual(grew("gatehouse_coupon_redemptions_total", { currency: "milleage" }), 1)
          assert.strictEqual(grew("gatehouse_coupon_redemptions_total", { currency: "rcoin" }), 0)
        }),
    )

    it.effect("the metrics port reports the process: CPU, memory, heap, event loop lag and its start", () =>
      Effect.gen(function* () {
        const page = yield* scrape
        for (const name of [
          "process_cpu_user_seconds_total",
          "process_resident_memory_bytes",
          "nodejs_heap_size_used_bytes",
          "nodejs_heap_size_total_bytes",
          "nodejs_active_resources_total",
          "process_start_time_seconds",
        ]) {
          assert.isAbove(seriesValue(page, name), 0, name)
        }
        assert.match(page, /^# TYPE process_cpu_user_seconds_total counter$/m)
        assert.match(page, /^nodejs_eventloop_lag_p99_seconds [0-9.e+-]+$/m)
        if (process.platform === "linux") assert.isAbove(seriesValue(page, "process_open_fds"), 0)
        // Started before this scrape, as the process itself says.
        assert.isAtMost(
          seriesValue(page, "process_start_time_seconds"),
          Math.ceil(performance.timeOrigin / 1000),
        )
      }),
    )
  })
})
