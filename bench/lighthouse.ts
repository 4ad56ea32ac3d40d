// What a player on a mid-range phone over mobile data gets from the public routes: Lighthouse's
// mobile scores and Largest Contentful Paint of the built product, three runs a route, medians
// held to the first-paint budget (docs/testing.md). Part of `npm run bench`; after `npm run build`,
// `tsx bench/lighthouse.ts` runs it alone.
import { mkdtemp, rm } from "node:fs/promises"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { runLighthouse } from "./lighthouse-run.ts"
import {
  budgetFailures,
  type LighthouseScores,
  lighthouseBudget,
  type RouteSummary,
  summarizeRoute,
} from "./lighthouse-summary.ts"
import { startCompiledServer } from "./server-process.ts"

/** The routes a player most often lands on: home, the news boards, the rankings and the shop. */
export const lighthouseRoutes = ["/", "/news", "/rankings", "/itemshop"] as const

/** Runs per route; the median damps one run disturbed by the rest of a busy machine. */
const runsPerRoute = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * One measured run; a run that fails (Chromium crashed, the page did not load in time) is tried once
 * more in a new Chromium before it counts as a failure, since a run that fails says nothing of scores.
 */
const measureOnce = async (url: string): Promise<LighthouseScores> => {
  try {
    return await runLighthouse(url)
  } catch (error) {
    console.log(`  ${errorText(error)}; trying once more`)
    return runLighthouse(url)
  }
}

const header = () =>
  `  ${"route".padEnd(12)}${"perf".padStart(6)}${"a11y".padStart(6)}${"best".padStart(6)}${"SEO".padStart(6)}` +
  `${"LCP".padStart(9)}${"TBT".padStart(9)}   runs (perf / LCP / TBT)`

const row = (summary: RouteSummary, runs: ReadonlyArray<LighthouseScores>) => {
  const { performance, accessibility, bestPractices, seo, lcpMs, tbtMs } = summary.median
  const each = runs
    .map((run) => `${run.performance}/${(run.lcpMs / 1000).toFixed(2)}/${Math.round(run.tbtMs)}`)
    .join("  ")
  return (
    `  ${summary.path.padEnd(12)}${String(performance).padStart(6)}${String(accessibility).padStart(6)}` +
    `${String(bestPractices).padStart(6)}${String(seo).padStart(6)}${`${(lcpMs / 1000).toFixed(2)} s`.padStart(9)}` +
    `${`${Math.round(tbtMs)} ms`.padStart(9)}` +
    `   ${each}`
  )
}

/** Fails with a sentence when the server no longer answers, so a run is not blamed on the page. */
const assertServerAnswers = async (origin: string) => {
  const problem = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
    async (response) => {
      await response.body?.cancel()
      return response.status === 200 ? undefined : `HTTP ${response.status}`
    },
    (error: unknown) => errorText(error),
  )
  if (problem !== undefined) throw new Error(`the server stopped answering ${origin}/api/health (${problem})`)
}

/**
 * Measures one route on a compiled server of its own (production settings, a fresh embedded
 * database with the demo data), so that a server that fails or is stopped costs one route only.
 */
const measureRoute = async (path: string, dataDir: string): Promise<Array<LighthouseScores>> => {
  const server = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: "" })
  try {
    const url = `${server.origin}${path}`
    // The first request fills the server's caches, as a live server's are.
    await (await fetch(url)).arrayBuffer()
    const runs: Array<LighthouseScores> = []
    for (let run = 0; run < runsPerRoute; run++) {
      await assertServerAnswers(server.origin)
      runs.push(await measureOnce(url))
    }
    return runs
  } finally {
    await server.stop()
  }
}

/**
 * Runs Lighthouse on each route `runsPerRoute` times, one run at a time, prints the medians (and
 * `homeWeight`, the home route's weight, under them) and returns the budgets they broke and the
 * routes not measured at all.
 */
export const benchLighthouse = async (homeWeight?: string): Promise<Array<string>> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-lighthouse-"))
  const failures: Array<string> = []
  try {
    const [load] = loadavg()
    console.log(
      `\nLighthouse mobile (simulated slow 4G, 4× CPU slowdown), median of ${runsPerRoute} runs per route, ` +
        `compiled server with the demo data; budget performance ≥ ${lighthouseBudget.minPerformance}, ` +
        `LCP ≤ ${lighthouseBudget.maxLcpMs / 1000} s, TBT ≤ ${lighthouseBudget.maxTbtMs} ms. Machine load ${load?.toFixed(1)} on ${availableParallelism()} ` +
        "cores at the start (other work on the machine lowers the scores)",
    )
    console.log(header())
    for (const [index, path] of lighthouseRoutes.entries()) {
      let runs: Array<LighthouseScores>
      try {
        runs = await measureRoute(path, join(workDir, `data-${index}`))
      } catch (error) {
        console.log(`  ${path.padEnd(12)}not measured: ${errorText(error)}`)
        failures.push(`Lighthouse could not measure ${path}: ${errorText(error)}`)
        continue
      }
      const summary = summarizeRoute(path, runs)
      console.log(row(summary, runs))
      failures.push(...budgetFailures(summary))
    }
    if (homeWeight !== undefined) console.log(`  Home route weight: ${homeWeight}`)
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  return failures
}

if (import.meta.main) {
  const failures = await benchLighthouse()
  console.log(failures.length === 0 ? "\nEvery budget held." : `\nOver budget: ${failures.join("; ")}`)
  process.exit(failures.length === 0 ? 0 : 1)
}
