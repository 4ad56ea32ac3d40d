import { type ChildProcess, spawn } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { findFreePort } from "../scripts/lib/free-port.ts"
import { stopChild } from "../scripts/lib/run.ts"
import { waitForHttp } from "../scripts/lib/wait-for-http.ts"
import { generateLoad, type LoadOptions, type LoadResult } from "./load.ts"

export interface ThroughputComparison {
  readonly path: string
  readonly api: LoadResult
  readonly raw: LoadResult
}

/** Starts a TypeScript entry point as its own process, output hidden except errors. */
const startProcess = (entry: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  })

/** Warms the target up (JIT, connection setup, database caches), then measures it. */
const warmThenMeasure = async (options: LoadOptions): Promise<LoadResult> => {
  await generateLoad({ ...options, seconds: Math.min(2, options.seconds) })
  return generateLoad(options)
}

/**
 * Measures one API path of the product (embedded database, fresh demo data) and then a bare
 * `node:http` server answering the same bytes, one after the other so they never share the CPU.
 */
export const compareApiThroughput = async (
  path: string,
  load: Omit<LoadOptions, "url">,
): Promise<ThroughputComparison> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-"))
  const children: Array<ChildProcess> = []
  try {
    const apiPort = await findFreePort()
    children.push(
      startProcess("apps/server/src/main.ts", [], {
        PORT: String(apiPort),
        DATA_DIR: join(workDir, "data"),
        DATABASE_URL: "",
      }),
    )
    const apiUrl = `http://127.0.0.1:${apiPort}${path}`
    await waitForHttp(`http://127.0.0.1:${apiPort}/`, 120_000)
    const first = await fetch(apiUrl)
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}, not 200`)
    const bodyFile = join(workDir, "body.json")
    await writeFile(bodyFile, Buffer.from(await first.arrayBuffer()))

    const api = await warmThenMeasure({ ...load, url: apiUrl })
    await stopChild(children.pop() as ChildProcess)

    const rawPort = await findFreePort()
    children.push(startProcess("bench/raw-server.ts", [String(rawPort), bodyFile], {}))
    const rawUrl = `http://127.0.0.1:${rawPort}${path}`
    await waitForHttp(rawUrl)
    const raw = await warmThenMeasure({ ...load, url: rawUrl })
    return { path, api, raw }
  } finally {
    await Promise.all(children.map((child) => stopChild(child)))
    await rm(workDir, { recursive: true, force: true })
  }
}
