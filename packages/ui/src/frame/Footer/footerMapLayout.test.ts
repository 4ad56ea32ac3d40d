import { describe, expect, it } from "vitest"
import { footerMapLayouts, gridAreas, rowsFor } from "./footerMapLayout.ts"

describe("the footer map's link areas", () => {
  it("puts seven links in one row across the classic frame", () => {
    const { width, columns, rowHeight } = footerMapLayouts.wide
    const areas = gridAreas(7, columns, width, rowHeight, 0)
    expect(new Set(areas.map((area) => area.y))).toEqual(new Set([0]))
    expect(areas.at(-1)?.x ?? 0).toBeLessThan(width)
  })

  it("centres a phone's last, shorter row and keeps every area inside the map", () => {
    const { width, columns, rowHeight } = footerMapLayouts.narrow
    const areas = gridAreas(7, columns, width, rowHeight, 0)
    expect(rowsFor(7, columns)).toBe(3)
    expect(areas[6]?.centerX).toBeCloseTo(width / 2)
    for (const area of areas) {
      expect(area.x).toBeGreaterThanOrEqual(0)
      expect(area.x + area.width).toBeLessThanOrEqual(width + 1e-9)
    }
  })

  it("keeps every link area at least 44 px tall on a 360 px phone", () => {
    const { width, rowHeight, policyRowHeight } = footerMapLayouts.narrow
    // A 360 px phone leaves the map 360 - 58 px of width (the page's and the map box's padding).
    const scale = (360 - 58) / width
    expect(Math.min(rowHeight, policyRowHeight) * scale).toBeGreaterThanOrEqual(44)
  })
})
