import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startCompiledServer } from "./server-process.ts"

/**
 * How long the compiled server takes, on the embedded database, from its start to its first answer
 * (the health check): on a fresh data folder (the cluster loaded, migrations, the demo seed), then
 * started again on that same folder.
 */
export const measureFirstAnswer = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "gatehouse-first-"))
  const timed = async () => {
    const startedAt = performance.now()
    const server = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: "" })
    const seconds = (performance.now() - startedAt) / 1000
    await server.stop()
    return seconds
  }
  try {
    return { freshSeconds: await timed(), restartSeconds: await timed() }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
