import { readFileSync } from "node:fs"
import { findFreePort } from "../scripts/lib/free-port.ts"
import { startServerProcess } from "../scripts/lib/server-process.ts"

/** The command production runs (docs/deploying.md): the compiled server under plain node. */
export const compiledServer = "apps/server/dist/main.js"

export interface RunningServer {
  readonly origin: string
  /** The process' resident memory now, in MB; undefined where /proc is not there to read. */
  readonly rssMb: () => number | undefined
  readonly stop: () => Promise<void>
}

const residentMb = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8")
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}

/**
 * Starts the compiled server with production settings and `env` added, and waits until it is
 * healthy. Its standard output is dropped: the benchmark must not spend its time reading logs.
 */
export const startCompiledServer = async (
  env: NodeJS.ProcessEnv,
  readyTimeoutMs = 300_000,
): Promise<RunningServer> => {
  const port = await findFreePort()
  const server = await startServerProcess({
    command: process.execPath,
    args: [compiledServer],
    cwd: process.cwd(),
    env: Object.fromEntries(
      // Production requires the public address; here it is the address the benchmark opens. The
      // crowd signs the demo's administrator in with the password alone: the benchmark measures the
      // portal under load, not two-step sign-in, which production turns on for staff by default.
      Object.entries({
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STAFF_SECOND_FACTOR: "0",
        ...env,
        PORT: String(port),
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    port,
    readyTimeoutMs,
    keepOutput: false,
  })
  return {
    origin: server.origin,
    rssMb: () => residentMb(server.pid),
    stop: async () => {
      await server.stop()
    },
  }
}
