// Builds the static Storybook, serves it on a free loopback port and runs every story through the
// Storybook test-runner in Chromium: play functions, axe checks and visual snapshots.
// Extra arguments go to the test-runner (`--updateSnapshot` rewrites the visual baselines).
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { findFreePort } from "./lib/free-port.ts"
import { run } from "./lib/run.ts"
import { serveStatic } from "./lib/static-server.ts"
import { waitForHttp } from "./lib/wait-for-http.ts"

const passThrough = process.argv.slice(2)

// A build of its own for each run, so two runs at once (or a `npm run build:storybook` meanwhile)
// never swap the stories under each other's feet.
const buildDir = await mkdtemp(join(tmpdir(), "gatehouse-storybook-"))
const built = await run("storybook", ["build", "--quiet", "--disable-telemetry", "--output-dir", buildDir])
if (built !== 0) {
  await rm(buildDir, { recursive: true, force: true })
  console.error("The Storybook build failed, so no story was tested.")
  process.exit(built)
}

const port = await findFreePort()
const url = `http://127.0.0.1:${port}/`
const server = await serveStatic(buildDir, port)
let exitCode = 1
try {
  await waitForHttp(`${url}index.json`)
  // In CI a missing visual baseline must fail instead of being written; `--ci` tells Jest so
  // (an explicit `--updateSnapshot` still wins).
  const ciFlag = process.env.CI === "true" ? ["--ci"] : []
  exitCode = await run(
    "test-storybook",
    ["--url", url, "--maxWorkers=2", "--disable-telemetry", ...ciFlag, ...passThrough],
    { env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" } },
  )
} finally {
  server.close()
  await rm(buildDir, { recursive: true, force: true })
}
process.exit(exitCode)
