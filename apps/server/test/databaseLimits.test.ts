import { PgClient } from "@effect/sql-pg"
import { assert, describe, layer } from "@effect/vitest"
import { Deferred, Duration, Effect, Fiber, Layer, Ref } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { defaultLimits } from "../src/config.ts"
import { transactionShare } from "../src/database/client.ts"
import { busyAnswer } from "../src/observability/requests.ts"
import { databaseKind } from "./support/database.ts"
import {
  api,
  balancesOf,
  ledgerMismatches,
  newPlayer,
  newShopItem,
  type TestPlayer,
} from "./support/economy.ts"
import type { RawResponse } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"

const poolSize = 5
const buyers = 6

/** Every fork answered, each with its response. */
const joinAll = (fibers: ReadonlyArray<Fiber.Fiber<RawResponse>>) => Effect.forEach(fibers, Fiber.join)

const buy = (player: TestPlayer, product: number) =>
  api("POST", `/buyitem?productnum=${product}`, { token: player.token })

/** A database read that no cache answers: the caller's own purchase history. */
const unrelatedRead = (player: TestPlayer) => api("GET", "/shoppurchases", { token: player.token })

const assertBusy = (responses: ReadonlyArray<RawResponse>) => {
  for (const response of responses) {
    assert.strictEqual(response.status, 503)
    assert.deepStrictEqual(response.json(), busyAnswer)
  }
}

const assertBooksRight = (player: TestPlayer, rcoin: string) =>
  Effect.gen(function* () {
    assert.strictEqual(Number((yield* balancesOf(player.userNum)).rcoin), Number(rcoin))
    assert.deepStrictEqual(yield* ledgerMismatches, [])
  })

describe(`a locked player's row, on ${databaseKind}`, () => {
  if (databaseKind === "PostgreSQL") {
    layer(testServer({ limits: { databasePoolSize: poolSize, lockTimeout: Duration.seconds(3) } }))((it) => {
      it.effect("buys queued behind the lock answer 503, and an unrelated read still gets a connection", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          assert.strictEqual(server.database._tag, "External")
          if (server.database._tag !== "External") return
          // Another session holds the player's row, as a long transaction elsewhere would.
          const other = yield* Layer.build(PgClient.layer({ url: server.database.url, maxConnections: 2 }))
          const otherSql = SqlClient.SqlClient.pipe(Effect.provide(other))

          const product = yield* newShopItem("1.00")
          const locked = yield* newPlayer({ rcoin: "5.00" })
          const bystander = yield* newPlayer()
          const held = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          const holder = yield* Effect.forkChild(
            Effect.flatMap(otherSql, (sql) =>
              sql.withTransaction(
                Effect.gen(function* () {
                  yield* sql`SELECT user_num FROM users WHERE user_num = ${locked.userNum} FOR UPDATE`
                  yield* Deferred.succeed(held, undefined)
                  yield* Deferred.await(release)
                }),
              ),
            ),
          )
          yield* Deferred.await(held)

          const answered = yield* Ref.make(0)
          const buys = yield* Effect.forEach(Array.from({ length: buyers }), () =>
            Effect.forkChild(Effect.tap(buy(locked, product), () => Ref.update(answered, (n) => n + 1))),
          )
          // Wait until the buys fill the transaction share of the pool, all stuck on the lock.
          const share = transactionShare(poolSize)
          const waitingOnLock = Effect.flatMap(otherSql, (sql) =>
            sql<{ waiting: number }>`
              SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`.pipe(
              Effect.map(([row]) => row?.waiting ?? 0),
            ),
          )
          while ((yield* waitingOnLock) < share) yield* TestClock.withLive(Effect.sleep("20 millis"))

          const read = yield* unrelatedRead(bystander)
          assert.strictEqual(read.status, 200)
          // It was answered while every buy still waited on the lock, not after they gave up.
          assert.strictEqual(yield* Ref.get(answered), 0)

          assertBusy(yield* joinAll(buys))
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(holder)

          const afterwards = yield* buy(locked, product)
          assert.strictEqual(afterwards.status, 200)
          yield* assertBooksRight(locked, "4.00")
        }),
      )
    })
  } else {
    layer(testServer())((it) => {
      // PGlite is one session: nothing can wait on a row lock, but every request waits for its one
      // connection. While a transaction holds it, the request deadline answers.
      it.effect("while the only connection is held, requests get the deadline's 503, and work after", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const product = yield* newShopItem("1.00")
          const locked = yield* newPlayer({ rcoin: "5.00" })
          const bystander = yield* newPlayer()

          const queued = yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT user_num FROM users WHERE user_num = ${locked.userNum} FOR UPDATE`
              const requests = [buy(locked, product), buy(locked, product), unrelatedRead(bystander)]
              const answered = yield* Ref.make(0)
              const fibers = yield* Effect.forEach(requests, (request) =>
                Effect.forkChild(Effect.tap(request, () => Ref.update(answered, (n) => n + 1))),
              )
              // The requests reach the server at their own pace; move its clock on until all answer.
              while ((yield* Ref.get(answered)) < requests.length) {
                yield* TestClock.adjust(defaultLimits.requestTimeout)
                yield* TestClock.withLive(Effect.sleep("20 millis"))
              }
              return yield* joinAll(fibers)
            }),
          )
          assertBusy(queued)

          assert.strictEqual((yield* unrelatedRead(bystander)).status, 200)
          assert.strictEqual((yield* buy(locked, product)).status, 200)
          yield* assertBooksRight(locked, "4.00")
        }),
      )
    })
  }
})
