import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { request } from "node:http"
import { connect, createServer, type Socket } from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { demoPlayer } from "../src/seed/accounts.ts"
import { freshPostgresDatabase } from "./support/database.ts"

/**
 * SIGTERM, as an orchestrator or systemd stops an instance: the server process, started as an
 * operator starts it, finishes the request in flight, takes no new work, and exits 0 in moments.
 */
const repositoryRoot = path.resolve(import.meta.dirname, "../../..")

/** A raw HTTP/1.1 exchange on a socket of our own, so the test decides when each byte is sent. */
const rawSocket = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket))
    socket.once("error", reject)
  })

/** Everything the socket receives until the other side closes it. */
const received = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = ""
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8")
    })
    socket.on("close", () => resolve(text))
    socket.on("error", () => undefined)
  })

const loginBody = JSON.stringify({ UserID: demoPlayer.userId, UserPass: demoPlayer.password })

const loginHead = (length: number) =>
  "POST /api/processlogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
  `X-Requested-With: XMLHttpRequest\r\nContent-Length: ${length}\r\n\r\n`

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/**
 * The server as an operator starts it (`main.ts`, here from source), ready once its health check
 * answers; `stop` sends SIGTERM and resolves with the exit code.
 */
const startServer = (port: number, env: Readonly<Record<string, string>>) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH ?? "", PORT: String(port), LOG_LEVEL: "warning", ...env },
        stdio: ["ignore", "ignore", "inherit"],
      })
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
      for (;;) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
        if (health?.status === 200) break
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return {
        child,
        stop: () => {
          child.kill("SIGTERM")
          return exited
        },
      }
    }),
    ({ child }) => Effect.sync(() => child.kill("SIGKILL")),
  )

/** Whether a new connection is refused now (nothing listens any more). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = request({ host: "127.0.0.1", port, path: "/api/health" }, (response) => {
      response.resume()
      resolve(false)
    })
    probe.on("error", () => resolve(true))
    probe.end()
  })

describe("stopping on SIGTERM", () => {
  it.live(
    "finishes the request in flight, refuses new work, and exits 0",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const database = yield* freshPostgresDatabase
          if (database._tag !== "External") return yield* Effect.die("expected PostgreSQL")
          const dataDir = yield* Effect.acquireRelease(
            Effect.promise(() => mkdtemp(path.join(tmpdir(), "gatehouse-stop-"))),
            (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
          )
          const port = yield* Effect.promise(freePort)
          const server = yield* startServer(port, {
            DATA_DIR: dataDir,
            DATABASE_URL: Redacted.value(database.url),
            SEED_DEMO: "1",
          })
          // A login whose body has only half arrived: the request is in flight when the signal comes.
          const inFlight = yield* Effect.promise(() => rawSocket(port))
          const answered = received(inFlight)
          inFlight.write(loginHead(loginBody.length) + loginBody.slice(0, 10))
          // A kept-alive connection that has already had one answer, and sends again after the signal.
          const keptAlive = yield* Effect.promise(() => rawSocket(port))
          const keptAnswers = received(keptAlive)
          keptAlive.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
          yield* Effect.promise(
            () => new Promise((resolve) => keptAlive.once("data", () => resolve(undefined))),
          )

          const stopped = server.stop()
          // Once it has heard the signal it accepts no connection; then the rest arrives.
          let closedToNew = yield* Effect.promise(() => refusesConnections(port))
          for (let attempt = 0; !closedToNew && attempt < 200; attempt++) {
            yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 25)))
            closedToNew = yield* Effect.promise(() => refusesConnections(port))
          }
          assert.isTrue(closedToNew)
          keptAlive.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
          inFlight.write(loginBody.slice(10))

          const login = yield* Effect.promise(() => answered)
          assert.match(login, /^HTTP\/1\.1 200 /)
          assert.match(login, /\r\nconnection: close\r\n/i)
          const kept = yield* Effect.promise(() => keptAnswers)
          const secondAt = kept.indexOf("HTTP/1.1 ", 1)
          const second = secondAt === -1 ? "" : kept.slice(secondAt)
          assert.isTrue(
            second === "" || /^HTTP\/1\.1 503 /.test(second),
            `after the signal a kept-alive connection is closed or refused: ${second}`,
          )
          assert.strictEqual(yield* Effect.promise(() => stopped), 0)
        }),
      ),
    180_000,
  )
})
