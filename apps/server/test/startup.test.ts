import { request } from "node:http"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"
import { defaultLimits, defaultObservability } from "../src/config.ts"
import { serverLayer } from "../src/server.ts"
import { testDatabaseSettings } from "./support/database.ts"

/** A loopback port that nothing listens on right now. */
const freePort = Effect.callback<number>((resume) => {
  const probe = createServer()
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address()
    probe.close(() => resume(Effect.succeed(typeof address === "object" && address ? address.port : 0)))
  })
})

/** How long an accepted connection may stay silent before it counts as never answered. */
const silenceLimitMs = 20_000

type Knock = { readonly kind: "refused" } | { readonly kind: "answered"; readonly status: number }

/** One GET on the port: refused (nobody listens yet), answered, or a failure when it hangs. */
const knock = (port: number) =>
  Effect.callback<Knock, Error>((resume) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/getSiteBanners", timeout: silenceLimitMs },
      (res) => {
        res.resume()
        resume(Effect.succeed({ kind: "answered", status: res.statusCode ?? 0 }))
      },
    )
    req.on("timeout", () => {
      req.destroy()
      resume(Effect.fail(new Error("the server accepted a connection and never answered it")))
    })
    req.on("error", (error: NodeJS.ErrnoException) =>
      resume(error.code === "ECONNREFUSED" ? Effect.succeed({ kind: "refused" }) : Effect.fail(error)),
    )
    req.end()
  })

/** Knocks again and again from the moment the server starts, until the first connection it accepts. */
const firstAcceptedKnock = (port: number): Effect.Effect<number, Error> =>
  Effect.flatMap(knock(port), (result) =>
    result.kind === "answered"
      ? Effect.succeed(result.status)
      : Effect.flatMap(Effect.sleep("5 millis"), () => firstAcceptedKnock(port)),
  )

describe("starting the server", () => {
  // A health check or a player who arrives while the server starts must never be left waiting on a
  // connection the server accepted before its routes existed.
  it.live("answers the very first connection it accepts", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const port = yield* freePort
        const database = yield* testDatabaseSettings
        const knocking = yield* Effect.forkChild(firstAcceptedKnock(port))
        yield* Layer.build(
          serverLayer({
            port,
            database,
            seedDemo: false,
            portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
            trustedProxies: 0,
            observability: defaultObservability,
            limits: defaultLimits,
          }),
        )
        assert.strictEqual(yield* Fiber.join(knocking), 200)
      }),
    ),
  )
})
