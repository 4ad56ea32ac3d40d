import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { findFreePort } from "../scripts/lib/free-port.ts"
import { stopChild } from "../scripts/lib/run.ts"
import { waitForHttp } from "../scripts/lib/wait-for-http.ts"

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

/** Starts the compiled server as its own process with `env` added, output hidden except errors. */
export const startCompiledServer = async (
  env: NodeJS.ProcessEnv,
  readyTimeoutMs = 300_000,
): Promise<RunningServer> => {
  const port = await findFreePort()
  const child: ChildProcess = spawn(process.execPath, [compiledServer], {
    env: { ...process.env, NODE_ENV: "production", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${origin}/api/health`, readyTimeoutMs)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { origin, rssMb: () => residentMb(child.pid), stop: () => stopChild(child) }
}
