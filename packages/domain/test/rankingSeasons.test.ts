import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { localeOf, seasonLabel } from "../src/index.ts"

describe("season labels", () => {
  it("name the month in English, then the year", () => {
    expect(seasonLabel("2026-10")).toBe("October 2026")
    expect(seasonLabel("2026-01")).toBe("January 2026")
    expect(seasonLabel("2025-12")).toBe("December 2025")
  })

  it("name the month in Filipino for a Filipino reader", () => {
    expect(seasonLabel("2026-10", localeOf("fil"))).toBe("Oktubre 2026")
    expect(seasonLabel("2026-01", localeOf("fil"))).toBe("Enero 2026")
  })

  it("read every month from its number, never shifted by a time zone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const name = `${year}-${String(month).padStart(2, "0")}`
        const expected = new Date(Date.UTC(year, month - 1, 15)).toLocaleString("en-US", {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        })
        expect(seasonLabel(name)).toBe(expected)
      }),
    )
  })

  it("show anything that is not a season as it came", () => {
    expect(seasonLabel("2026-13")).toBe("2026-13")
    expect(seasonLabel("October")).toBe("October")
    expect(seasonLabel("")).toBe("")
  })
})
