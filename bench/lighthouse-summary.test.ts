import { describe, expect, it } from "vitest"
import { budgetFailures, type LighthouseScores, median, summarizeRoute } from "./lighthouse-summary.ts"

const run = (performance: number, lcpMs: number, others = 100, tbtMs = 0): LighthouseScores => ({
  performance,
  accessibility: others,
  bestPractices: others,
  seo: others,
  lcpMs,
  tbtMs,
})

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([91, 99, 86])).toBe(91)
  })

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([1_000, 1_400])).toBe(1_200)
  })

  it("refuses no values rather than inventing one", () => {
    expect(() => median([])).toThrow()
  })
})

describe("summarizeRoute", () => {
  it("takes each score's median on its own, so one slow run does not decide the route", () => {
    const summary = summarizeRoute("/news", [run(99, 900), run(70, 3_100, 92), run(98, 1_100)])
    expect(summary).toEqual({
      path: "/news",
      runs: 3,
      median: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1_100, tbtMs: 0 },
    })
  })
})

describe("budgetFailures", () => {
  it("passes a route at exactly performance 98, LCP 1.2 s and TBT 200 ms", () => {
    expect(budgetFailures(summarizeRoute("/", [run(98, 1_200, 100, 200)]))).toEqual([])
  })

  it("fails a page that paints in time but keeps the main thread busy", () => {
    expect(budgetFailures(summarizeRoute("/", [run(99, 1_000, 100, 986)]))).toEqual([
      "/ median TBT 986 ms (maximum 200 ms)",
    ])
  })

  it("names the route and each broken limit", () => {
    expect(budgetFailures(summarizeRoute("/itemshop", [run(97, 1_201)]))).toEqual([
      "/itemshop median performance 97 (minimum 98)",
      "/itemshop median LCP 1201 ms (maximum 1200 ms)",
    ])
  })

  it("fails on LCP alone when the score still holds", () => {
    expect(budgetFailures(summarizeRoute("/rankings", [run(100, 2_800)]))).toEqual([
      "/rankings median LCP 2800 ms (maximum 1200 ms)",
    ])
  })
})
