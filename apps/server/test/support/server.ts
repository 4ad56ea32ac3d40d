import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Context, Effect, Layer, type Logger } from "effect"
import {
  defaultLimits,
  defaultObservability,
  type LimitSettings,
  type ObservabilitySettings,
} from "../../src/config.ts"
import type { DatabaseSettings } from "../../src/database/settings.ts"
import { publicUrl, serverLayer } from "../../src/server.ts"
import { testDatabaseSettings } from "./database.ts"
import { type RawResponse, send } from "./http.ts"

/** A stand-in for the portal build: a page, a hashed script and a stylesheet. */
export const fixturePortal = {
  indexHtml: `<!doctype html><html lang="en"><head><title>Gatehouse</title></head><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>`,
  script: `export const greeting = ${JSON.stringify("Welcome to the Gatehouse. ".repeat(200))}\n`,
} as const

const writePortal = Effect.acquireRelease(
  Effect.promise(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gatehouse-portal-"))
    await mkdir(path.join(dir, "assets"))
    await writeFile(path.join(dir, "index.html"), fixturePortal.indexHtml)
    await writeFile(path.join(dir, "assets", "app-3f9a1c.js"), fixturePortal.script)
    return dir
  }),
  (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
)

export class TestServer extends Context.Service<
  TestServer,
  {
    readonly url: string
    /** Where the server looks for the portal build (a temporary copy of the fixture). */
    readonly portalDir: string
    /** This file's own database, for tests that open a second connection of their own. */
    readonly database: DatabaseSettings
    readonly send: (path: string, options?: Parameters<typeof send>[2]) => Effect.Effect<RawResponse>
  }
>()("test/TestServer") {}

export interface TestServerOptions {
  /** `missing` points the server at a directory with no build in it. */
  readonly portal?: "built" | "missing"
  readonly limits?: Partial<LimitSettings>
  readonly observability?: Partial<ObservabilitySettings>
  /** Receives the server's log lines instead of the console. */
  readonly logger?: Logger.Logger<unknown, unknown>
  /** The operator's PUBLIC_URL; absent, links are made from each request's Host. */
  readonly publicUrl?: string
}

/**
 * Tests print only warnings and errors (a 5xx with its cause), not a line per request.
 */
const testObservability: ObservabilitySettings = { ...defaultObservability, logLevel: "warning" }

/**
 * The real server, listening on a free port, over this file's own database with the demo data.
 */
export const testServer = (options: TestServerOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const database = yield* testDatabaseSettings
      const portalDir =
        options.portal !== "missing" ? yield* writePortal : path.join(tmpdir(), "gatehouse-no-portal")
      return Layer.effect(
        TestServer,
        Effect.map(publicUrl, (url) =>
          TestServer.of({
            url,
            portalDir,
            database,
            send: (target, init) => Effect.promise(() => send(url, target, init)),
          }),
        ),
      ).pipe(
        Layer.provideMerge(
          serverLayer(
            {
              port: 0,
              database,
              seedDemo: true,
              portalDir,
              trustedProxies: 1,
              publicUrl: options.publicUrl,
              observability: { ...testObservability, ...options.observability },
              limits: { ...defaultLimits, ...options.limits },
            },
            { logger: options.logger },
          ),
        ),
      )
    }),
  )
