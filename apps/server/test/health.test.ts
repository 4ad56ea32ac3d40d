import { createServer as createHttpServer } from "node:http"
import { createServer as createTcpServer, type Server, type Socket } from "node:net"
import { NodeHttpServer } from "@effect/platform-node"
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it, layer } from "@effect/vitest"
import { Duration, Effect, Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { databaseCheckTimeout, healthRoute } from "../src/http/health.ts"
import { send } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"

describe("the health check of the running server", () => {
  layer(testServer())((it) => {
    it.effect("answers 200 with the database ok, never cached", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const response = yield* server.send("/api/health")
        assert.strictEqual(response.status, 200)
        assert.match(response.headers["content-type"] ?? "", /^application\/json/)
        assert.strictEqual(response.headers["cache-control"], "no-store")
        assert.deepStrictEqual(response.json(), { status: "ok", database: "ok" })
      }),
    )

    it.effect("is a route of its own, not the unknown-call answer of the API", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const unknown = yield* server.send("/api/healthz")
        assert.strictEqual(unknown.status, 404)
        const posted = yield* server.send("/api/health", { method: "POST" })
        assert.notStrictEqual(posted.status, 200)
      }),
    )
  })
})

/** A loopback listener that accepts connections and never says a word: a database that hangs. */
const silentDatabase = Effect.acquireRelease(
  Effect.callback<{ readonly server: Server; readonly sockets: Set<Socket>; readonly port: number }>(
    (resume) => {
      const sockets = new Set<Socket>()
      const server = createTcpServer((socket) => {
        sockets.add(socket)
        socket.on("close", () => sockets.delete(socket))
      })
      server.listen(0, "127.0.0.1", () => {
        const address = server.address()
        resume(
          Effect.succeed({
            server,
            sockets,
            port: typeof address === "object" && address ? address.port : 0,
          }),
        )
      })
    },
  ),
  ({ server, sockets }) =>
    Effect.callback<void>((resume) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resume(Effect.void))
    }),
)

/** A port on loopback that nothing listens on: a database that is down. */
const closedPort = Effect.map(silentDatabase, ({ port }) => port).pipe(Effect.scoped)

/** Only the health route, served on a free port over a database at `port`; returns its address. */
const healthServerOver = (port: number) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(
      HttpRouter.serve(healthRoute(), { disableLogger: true, disableListenLog: true }).pipe(
        Layer.provideMerge(NodeHttpServer.layer(createHttpServer, { port: 0, host: "127.0.0.1" })),
        Layer.provide(
          PgClient.layer({
            host: "127.0.0.1",
            port,
            username: "postgres",
            database: "postgres",
            maxConnections: 1,
          }),
        ),
      ),
    )
    const { address } = yield* Effect.provide(Effect.service(HttpServer.HttpServer), context)
    assert.isTrue("port" in address, `a TCP address, not ${address._tag}`)
    return "port" in address ? `http://127.0.0.1:${address.port}` : ""
  })

const askHealth = (base: string) =>
  Effect.gen(function* () {
    const started = Date.now()
    const response = yield* Effect.promise(() => send(base, "/api/health"))
    return { response, seconds: (Date.now() - started) / 1000 }
  })

describe("the health check when the database does not answer", () => {
  it.live("answers 503 at once when nothing listens where the database should be", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const base = yield* healthServerOver(yield* closedPort)
        const { response } = yield* askHealth(base)
        assert.strictEqual(response.status, 503)
        assert.strictEqual(response.headers["cache-control"], "no-store")
        assert.deepStrictEqual(response.json(), { status: "unavailable", database: "unreachable" })
      }),
    ),
  )

  it.live("answers 503 within its bound when the database accepts connections and hangs", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { port } = yield* silentDatabase
        const base = yield* healthServerOver(port)
        const { response, seconds } = yield* askHealth(base)
        assert.strictEqual(response.status, 503)
        assert.deepStrictEqual(response.json(), { status: "unavailable", database: "unreachable" })
        const bound = Duration.toSeconds(databaseCheckTimeout)
        assert.isAtLeast(seconds, bound * 0.9)
        assert.isBelow(seconds, bound + 3, "a proxy would give up before a slower answer")
      }),
    ),
  )
})
