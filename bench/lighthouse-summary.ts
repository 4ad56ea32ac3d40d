// The arithmetic of the Lighthouse step, apart from any browser: medians of a route's runs and the
// budgets they must hold. Scores are Lighthouse's 0–100; LCP and TBT are in milliseconds.

/** What one Lighthouse run of one route measured. */
export interface LighthouseScores {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly seo: number
  readonly lcpMs: number
  /** Total Blocking Time: how long, past 50 ms a task, the main thread could not answer a tap. */
  readonly tbtMs: number
}

export interface RouteSummary {
  readonly path: string
  readonly runs: number
  readonly median: LighthouseScores
}

export interface LighthouseBudget {
  /** The lowest median performance score a route may have. */
  readonly minPerformance: number
  /** The longest median Largest Contentful Paint a route may have, in milliseconds. */
  readonly maxLcpMs: number
  /** The longest median Total Blocking Time a route may have, in milliseconds. */
  readonly maxTbtMs: number
}

/**
 * The first-paint budget (docs/testing.md): performance 98 or more, LCP 1.2 s or less and a main thread
 * that answers a tap, Total Blocking Time 200 ms or less, in Lighthouse mobile.
 */
export const lighthouseBudget: LighthouseBudget = { minPerformance: 98, maxLcpMs: 1_200, maxTbtMs: 200 }

/** The middle value; with an even count, the mean of the two middle values. */
export const median = (values: ReadonlyArray<number>): number => {
  if (values.length === 0) throw new Error("the median of no values is undefined")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

/** Each score's median over the runs, taken on its own (the median run of one score need not be another's). */
export const summarizeRoute = (path: string, runs: ReadonlyArray<LighthouseScores>): RouteSummary => ({
  path,
  runs: runs.length,
  median: {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    seo: median(runs.map((run) => run.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  },
})

/** Why the route breaks the budget, one sentence per broken limit; empty when it holds. */
export const budgetFailures = (summary: RouteSummary, budget: LighthouseBudget = lighthouseBudget) => {
  const failures: Array<string> = []
  const { performance, lcpMs, tbtMs } = summary.median
  if (performance < budget.minPerformance) {
    failures.push(`${summary.path} median performance ${performance} (minimum ${budget.minPerformance})`)
  }
  if (lcpMs > budget.maxLcpMs) {
    failures.push(`${summary.path} median LCP ${Math.round(lcpMs)} ms (maximum ${budget.maxLcpMs} ms)`)
  }
  if (tbtMs > budget.maxTbtMs) {
    failures.push(`${summary.path} median TBT ${Math.round(tbtMs)} ms (maximum ${budget.maxTbtMs} ms)`)
  }
  return failures
}
