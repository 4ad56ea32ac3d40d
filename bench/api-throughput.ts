import { type ChildProcess, spawn } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { findFreePort } from "../scripts/lib/free-port.ts"
import { stopChild } from "../scripts/lib/run.ts"
import { waitForHttp } from "../scripts/lib/wait-for-http.ts"
import { generateLoad, type LoadOptions, type LoadResult } from "./load.ts"
import { type RunningServer, startCompiledServer } from "./server-process.ts"

export interface Memory {
  /** Resident memory after start and one request, before any load. */
  readonly idleMb: number | undefined
  /** The most resident memory seen while the load ran. */
  readonly loadedMb: number | undefined
}

export interface ThroughputComparison {
  readonly path: string
  readonly api: LoadResult
  readonly raw: LoadResult
  readonly memory: Memory
}

/** Warms the target up (JIT, connection setup, caches), then measures it. */
const warmThenMeasure = async (options: LoadOptions): Promise<LoadResult> => {
  await generateLoad({ ...options, seconds: Math.min(2, options.seconds) })
  return generateLoad(options)
}

/** Runs `work` while sampling the server's memory ten times a second; answers the work and the peak. */
const withPeakMemory = async <A>(server: RunningServer, work: () => Promise<A>) => {
  let peak: number | undefined
  const sample = () => {
    const now = server.rssMb()
    if (now !== undefined) peak = Math.max(peak ?? 0, now)
  }
  const sampler = setInterval(sample, 100)
  try {
    const result = await work()
    sample()
    return { result, peakMb: peak }
  } finally {
    clearInterval(sampler)
  }
}

const startRawServer = (port: number, bodyFile: string): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", "bench/raw-server.ts", String(port), bodyFile], {
    stdio: ["ignore", "ignore", "inherit"],
  })

/**
 * Measures one API path of the compiled product on the database `serverEnv` selects, and then a bare
 * `node:http` server answering the same bytes, one after the other so they never share the CPU.
 */
export const compareApiThroughput = async (
  path: string,
  serverEnv: NodeJS.ProcessEnv,
  load: Omit<LoadOptions, "url">,
): Promise<ThroughputComparison> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-"))
  let raw: ChildProcess | undefined
  try {
    const server = await startCompiledServer({ DATA_DIR: join(workDir, "data"), ...serverEnv })
    let api: LoadResult
    let memory: Memory
    const bodyFile = join(workDir, "body.json")
    try {
      const first = await fetch(`${server.origin}${path}`)
      if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}, not 200`)
      await writeFile(bodyFile, Buffer.from(await first.arrayBuffer()))
      await new Promise((settle) => setTimeout(settle, 2_000))
      const idleMb = server.rssMb()
      const measured = await withPeakMemory(server, () =>
        warmThenMeasure({ ...load, url: `${server.origin}${path}` }),
      )
      api = measured.result
      memory = { idleMb, loadedMb: measured.peakMb }
    } finally {
      await server.stop()
    }

    const rawPort = await findFreePort()
    raw = startRawServer(rawPort, bodyFile)
    const rawUrl = `http://127.0.0.1:${rawPort}${path}`
    await waitForHttp(rawUrl)
    return { path, api, raw: await warmThenMeasure({ ...load, url: rawUrl }), memory }
  } finally {
    if (raw !== undefined) await stopChild(raw)
    await rm(workDir, { recursive: true, force: true })
  }
}
