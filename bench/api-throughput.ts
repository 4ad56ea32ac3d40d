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

/** What is measured: a path of the product and the least share of the raw server's rate it must reach. */
export interface ThroughputTarget {
  readonly label: string
  /** A path, or a function of the home page's HTML that finds one (a built script's hashed name). */
  readonly path: string | ((homeHtml: string) => string)
  readonly minimumRatio: number
}

export interface ThroughputComparison {
  readonly target: ThroughputTarget
  readonly path: string
  readonly product: LoadResult
  readonly raw: LoadResult
}

export interface ThroughputRun {
  readonly comparisons: ReadonlyArray<ThroughputComparison>
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

const startRawServer = (port: number, bodyFile: string, contentType: string): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", "bench/raw-server.ts", String(port), bodyFile, contentType], {
    stdio: ["ignore", "ignore", "inherit"],
  })

/** A bare node:http server answering `body` at every path, for as long as `measure` runs. */
const withRawServer = async <A>(
  body: Uint8Array,
  contentType: string,
  workDir: string,
  measure: (origin: string) => Promise<A>,
): Promise<A> => {
  const bodyFile = join(workDir, "body")
  await writeFile(bodyFile, body)
  const port = await findFreePort()
  const raw = startRawServer(port, bodyFile, contentType)
  try {
    const origin = `http://127.0.0.1:${port}`
    await waitForHttp(`${origin}/`)
    return await measure(origin)
  } finally {
    await stopChild(raw)
  }
}

/** The round with the median rate: what a run of rounds reports for one side. */
const medianRound = (rounds: ReadonlyArray<LoadResult>): LoadResult => {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  return sorted[Math.floor(sorted.length / 2)] as LoadResult
}

/**
 * Measures paths of the compiled product on the database `serverEnv` selects, each beside a bare
 * `node:http` server answering the same bytes with the same content type. The two sides take turns,
 * `rounds` times each, and each side reports its median round: a machine whose other work comes and
 * goes then slows both alike instead of whichever ran while it was busy. They never share the CPU
 * (the product is idle while the raw server runs). The product runs as production does; its memory
 * is sampled throughout.
 */
export const compareThroughput = async (
  targets: ReadonlyArray<ThroughputTarget>,
  serverEnv: NodeJS.ProcessEnv,
  load: Omit<LoadOptions, "url">,
  rounds = 3,
): Promise<ThroughputRun> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-"))
  try {
    const server = await startCompiledServer({ DATA_DIR: join(workDir, "data"), ...serverEnv })
    try {
      const homeHtml = await (await fetch(`${server.origin}/`)).text()
      await new Promise((settle) => setTimeout(settle, 2_000))
      const idleMb = server.rssMb()
      const comparisons: Array<ThroughputComparison> = []
      const run = await withPeakMemory(server, async () => {
        for (const target of targets) {
          const path = typeof target.path === "string" ? target.path : target.path(homeHtml)
          const first = await fetch(`${server.origin}${path}`)
          if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}, not 200`)
          const body = new Uint8Array(await first.arrayBuffer())
          const contentType = first.headers.get("content-type") ?? "application/octet-stream"
          const productRounds: Array<LoadResult> = []
          const rawRounds: Array<LoadResult> = []
          await withRawServer(body, contentType, workDir, async (rawOrigin) => {
            for (let round = 0; round < rounds; round++) {
              productRounds.push(await warmThenMeasure({ ...load, url: `${server.origin}${path}` }))
              rawRounds.push(await warmThenMeasure({ ...load, url: `${rawOrigin}${path}` }))
            }
          })
          comparisons.push({ target, path, product: medianRound(productRounds), raw: medianRound(rawRounds) })
        }
      })
      return { comparisons, memory: { idleMb, loadedMb: run.peakMb } }
    } finally {
      await server.stop()
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}
