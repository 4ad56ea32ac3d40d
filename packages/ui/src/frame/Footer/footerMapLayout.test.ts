import { describe, expect, it } from "vitest"
import { footerMapAreas, footerMapLayouts } from "./footerMapLayout.ts"

describe("the footer map's link areas", () => {
  it("puts eight medallions in one row inside the classic box, the policies centred under it", () => {
    const layout = footerMapLayouts.wide
    const { linkAreas, policyAreas, height } = footerMapAreas(layout, 8, 3)
    expect(new Set(linkAreas.map((area) => area.y))).toEqual(new Set([layout.linksTop]))
    for (const area of linkAreas) expect(area.y + area.height).toBeLessThanOrEqual(layout.boxHeight)
    expect(policyAreas[1]?.centerX).toBeCloseTo(layout.width / 2)
    // The classic footer's height: the box, the gap, the policy row.
    expect(height).toBe(174)
  })

  it("fits a phone: a shorter last row is centred and every area stays inside the map", () => {
    const layout = footerMapLayouts.narrow
    const { linkAreas, policyAreas } = footerMapAreas(layout, 8, 3)
    expect(new Set(linkAreas.map((area) => area.y)).size).toBe(3)
    // The last row's two links sit either side of the middle.
    expect(((linkAreas[6]?.centerX ?? 0) + (linkAreas[7]?.centerX ?? 0)) / 2).toBeCloseTo(layout.width / 2)
    expect(policyAreas[2]?.centerX).toBeCloseTo(layout.width / 2)
    for (const area of [...linkAreas, ...policyAreas]) {
      expect(area.x).toBeGreaterThanOrEqual(0)
      expect(area.x + area.width).toBeLessThanOrEqual(layout.width + 1e-9)
    }
  })

  it("keeps every phone link area at least 44 px tall on a 360 px phone", () => {
    const { width, rowHeight, policyRowHeight } = footerMapLayouts.narrow
    // A 360 px phone leaves the map 360 - 58 px of width (the page's and the map box's padding).
    const scale = (360 - 58) / width
    expect(Math.min(rowHeight, policyRowHeight) * scale).toBeGreaterThanOrEqual(44)
  })
})
