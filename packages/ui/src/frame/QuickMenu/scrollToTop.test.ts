import { describe, expect, it } from "vitest"
import { quickMenuMotionMs, scrollYAt } from "./scrollToTop.ts"

describe("the quick menu's trip back to the top", () => {
  it("starts where the page is and reaches the top in 500 ms", () => {
    expect(quickMenuMotionMs).toBe(500)
    expect(scrollYAt(2400, 0)).toBe(2400)
    expect(scrollYAt(2400, 500)).toBe(0)
    expect(scrollYAt(2400, 900)).toBe(0)
  })

  it("moves steadily up, most of the way in its first half", () => {
    const path = [0, 100, 200, 250, 300, 400, 500].map((ms) => scrollYAt(2400, ms))
    for (let index = 1; index < path.length; index++)
      expect(path[index]).toBeLessThan(path[index - 1] ?? Number.POSITIVE_INFINITY)
    expect(scrollYAt(2400, 250)).toBeLessThan(2400 / 4)
  })
})
