// `npm run test:e2e`: builds the portal and the compiled server, then lets Playwright start the product
// as production runs it, on a free port with a fresh data directory (so the demo seed is new each
// run), and drive it in Chromium.
// Extra arguments go to Playwright (for example a test file or `--project=phone`).
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { findFreePort } from "./lib/free-port.ts"
import { run, runScript } from "./lib/run.ts"

const built = await runScript("build")
if (built !== 0) {
  console.error("The build failed, so the end-to-end tests did not run.")
  process.exit(built)
}

const dataDir = await mkdtemp(join(tmpdir(), "gatehouse-e2e-"))
let exitCode = 1
try {
  const port = await findFreePort()
  const gatewaysPort = await findFreePort()
  // The second product, linked to the game's databases (playwright.config.ts).
  const ranPort = await findFreePort()
  exitCode = await run("playwright", ["test", ...process.argv.slice(2)], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_GATEWAYS_PORT: String(gatewaysPort),
      E2E_RAN_PORT: String(ranPort),
      E2E_DATA_DIR: dataDir,
    },
  })
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
