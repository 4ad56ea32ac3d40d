import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { ConfigProvider, Context, Effect, Layer, type Logger, Metric, type Scope } from "effect"
import {
  defaultLimits,
  defaultObservability,
  type LimitSettings,
  type ObservabilitySettings,
} from "../../src/config.ts"
import type { DatabaseSettings } from "../../src/database/settings.ts"
import type { PaymentSettings } from "../../src/payments/settings.ts"
import { publicUrl, serverLayer } from "../../src/server.ts"
import { testDatabaseSettings } from "./database.ts"
import { TestHashingCost } from "./hashing.ts"
import { type RawResponse, send } from "./http.ts"

/** A stand-in for the portal build: a page, a hashed script and a stylesheet. */
export const fixturePortal = {
  indexHtml: `<!doctype html><html lang="en"><head><title>Gatehouse</title></head><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>`,
  script: `export const greeting = ${JSON.stringify("Welcome to the Gatehouse. ".repeat(200))}\n`,
} as const

/**
 * The fixture build, with `files` (by URL path) added or replacing its own, and, when given, a server
 * renderer (the module text of `dist-server/entry-server.js`, beside the build as the portal's is).
 * The server reads it at start.
 */
const writePortal = (files: Readonly<Record<string, string>>, renderer: string | undefined) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const root = await mkdtemp(path.join(tmpdir(), "gatehouse-portal-"))
      const dir = path.join(root, "dist")
      await mkdir(path.join(dir, "assets"), { recursive: true })
      const build = {
        "/index.html": fixturePortal.indexHtml,
        "/assets/app-3f9a1c.js": fixturePortal.script,
        ...files,
      }
      for (const [name, text] of Object.entries(build)) await writeFile(path.join(dir, name), text)
      if (renderer !== undefined) {
        await mkdir(path.join(root, "dist-server"))
        await writeFile(path.join(root, "dist-server", "entry-server.js"), renderer)
      }
      return dir
    }),
    (dir) => Effect.promise(() => rm(path.dirname(dir), { recursive: true, force: true })),
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
  /** Files the portal's build has besides the fixture's (or in place of them), by URL path. */
  readonly portalFiles?: Readonly<Record<string, string>>
  /** The module text of a server renderer for the fixture build (the fixture has none). */
  readonly renderer?: string
  readonly limits?: Partial<LimitSettings>
  readonly observability?: Partial<ObservabilitySettings>
  /** Receives the server's log lines instead of the console. */
  readonly logger?: Logger.Logger<unknown, unknown>
  /** The operator's PUBLIC_URL; absent, links are made from each request's Host. */
  readonly publicUrl?: string
  /** The database in place of this file's own (a PostgreSQL reached through a proxy, say). */
  readonly database?: Effect.Effect<DatabaseSettings, unknown, Scope.Scope>
  /** The payment gateways (fakes on loopback: support/fakeGateways.ts); none when absent. */
  readonly payments?: PaymentSettings
  /** The game's time zone (GAME_TIME_ZONE); Manila when absent. */
  readonly timeZone?: string
  /**
   * Production's scrypt cost instead of the tests' cheaper one (support/hashing.ts), for tests of
   * the hashing line, which need a hash's real duration.
   */
  readonly productionHashing?: boolean
  /**
   * Environment variables the server reads at start besides the process's (MAIL_DIR, say). Effect
   * reads the process's environment once per test worker, which runs many files one after another.
   */
  readonly environment?: Readonly<Record<string, string>>
}

/**
 * Tests print only warnings and errors (a 5xx with its cause), not a line per request.
 */
const testObservability: ObservabilitySettings = { ...defaultObservability, logLevel: "warning" }

/** The process's environment variables that have a value. */
const definedVariables = () =>
  Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

/**
 * The real server, listening on a free port, over this file's own database with the demo data.
 */
export const testServer = (options: TestServerOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const database = yield* options.database ?? testDatabaseSettings
      const portalDir =
        options.portal !== "missing"
          ? yield* writePortal(options.portalFiles ?? {}, options.renderer)
          : path.join(tmpdir(), "gatehouse-no-portal")
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
              payments: options.payments,
              timeZone: options.timeZone,
            },
            { logger: options.logger },
          ).pipe(
            Layer.provide(options.productionHashing === true ? Layer.empty : TestHashingCost),
            // Its own counters, as each production process has: Effect keeps one registry per
            // module instance, which every server a test worker starts would otherwise share.
            Layer.provide(Layer.succeed(Metric.MetricRegistry, new Map())),
            Layer.provide(
              options.environment === undefined
                ? Layer.empty
                : ConfigProvider.layer(
                    ConfigProvider.fromEnv({ env: { ...definedVariables(), ...options.environment } }),
                  ),
            ),
          ),
        ),
      )
    }),
  )
