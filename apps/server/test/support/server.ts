import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Context, Effect, Layer } from "effect"
import { defaultLimits, defaultObservability } from "../../src/config.ts"
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
    readonly send: (path: string, options?: Parameters<typeof send>[2]) => Effect.Effect<RawResponse>
  }
>()("test/TestServer") {}

/**
 * The real server, listening on a free port, over this file's own database with the demo data.
 * `portal: "missing"` points it at a directory with no build in it.
 */
export const testServer = (options: { readonly portal: "built" | "missing" } = { portal: "built" }) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const database = yield* testDatabaseSettings
      const portalDir =
        options.portal === "built" ? yield* writePortal : path.join(tmpdir(), "gatehouse-no-portal")
      return Layer.effect(
        TestServer,
        Effect.map(publicUrl, (url) =>
          TestServer.of({
            url,
            portalDir,
            send: (target, init) => Effect.promise(() => send(url, target, init)),
          }),
        ),
      ).pipe(
        Layer.provideMerge(
          serverLayer({
            port: 0,
            database,
            seedDemo: true,
            portalDir,
            trustedProxies: 1,
            observability: defaultObservability,
            limits: defaultLimits,
          }),
        ),
      )
    }),
  )
