import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Layer, Logger, Redacted } from "effect"
import { externalDatabase } from "../src/database/settings.ts"
import { healthPath } from "../src/http/health.ts"
import { busyAnswer } from "../src/observability/requests.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { freshPostgresDatabase } from "./support/database.ts"
import type { RawResponse } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"
import { type TcpProxy, tcpProxy } from "./support/tcpProxy.ts"

/**
 * The database going away under a running server (a restart, a failover, a cut link): what needs it
 * answers 503 with a sentence the portal shows, never a 500; the public reads kept in memory still
 * answer; the health check says so and logs why; and everything answers again once it is back. The
 * server reaches PostgreSQL through a proxy the test cuts, in both passes of the suite.
 */
class DatabaseLink extends Context.Service<DatabaseLink, TcpProxy>()("test/DatabaseLink") {}

const logged: Array<string> = []
const logger = Logger.make<unknown, void>(({ message }) => {
  logged.push(Array.isArray(message) ? message.map(String).join(" ") : String(message))
})

const server = Layer.unwrap(
  Effect.gen(function* () {
    const database = yield* freshPostgresDatabase
    if (database._tag !== "External") return yield* Effect.die("expected PostgreSQL")
    const url = new URL(Redacted.value(database.url))
    const link = yield* tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.host = `127.0.0.1:${link.port}`
    return testServer({
      database: Effect.succeed(externalDatabase(Redacted.make(url.toString()))),
      logger,
    }).pipe(Layer.provideMerge(Layer.succeed(DatabaseLink, link)))
  }),
)

const newsBoard = "/api/getnewsall/0/8/1/0"

const login = (send: TestServer["Service"]["send"]) =>
  send("/api/processlogin", {
    method: "POST",
    body: JSON.stringify({ UserID: demoPlayer.userId, UserPass: demoPlayer.password }),
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
  })

const realPause = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 50)))

/** Asks again until the answer is the one awaited (a bounded wait for a reconnection). */
const onceAnswered = (ask: Effect.Effect<RawResponse>, awaited: (answer: RawResponse) => boolean) =>
  Effect.gen(function* () {
    let answer = yield* ask
    for (let attempt = 0; !awaited(answer) && attempt < 200; attempt++) {
      yield* realPause
      answer = yield* ask
    }
    return answer
  })

describe("the database out of reach", () => {
  layer(server, { timeout: 120_000 })((it) => {
    it.effect("answers 503 where it is needed, keeps serving the public reads, and recovers", () =>
      Effect.gen(function* () {
        const { send } = yield* TestServer
        const link = yield* DatabaseLink
        const board = yield* send(newsBoard)
        assert.strictEqual(board.status, 200)
        assert.strictEqual((yield* send(healthPath)).status, 200)

        yield* link.cut
        const health = yield* send(healthPath)
        assert.strictEqual(health.status, 503)
        assert.isTrue(logged.some((line) => line.includes("Health check failed")))

        const refused = yield* login(send)
        assert.strictEqual(refused.status, 503, refused.text)
        assert.deepStrictEqual(refused.json(), busyAnswer)
        assert.strictEqual(refused.headers["retry-after"], "2")

        const kept = yield* send(newsBoard)
        assert.strictEqual(kept.status, 200)
        assert.strictEqual(kept.text, board.text)

        yield* link.restore
        assert.strictEqual(
          (yield* onceAnswered(send(healthPath), (answer) => answer.status === 200)).status,
          200,
        )
        assert.strictEqual((yield* onceAnswered(login(send), (answer) => answer.status === 200)).status, 200)
      }),
    )
  })
})
