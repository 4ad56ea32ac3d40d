import { describe, expect, it } from "vitest"
import { countdownText, instantOfZonedTime, isEventLink, isEventShown, zonedTimeOf } from "../src/events.ts"

describe("events", () => {
  it("read a Manila date and time as typed in the console, and write it back the same", () => {
    const at = instantOfZonedTime("2026-12-24T20:00")
    expect(at).toBe(Date.parse("2026-12-24T12:00:00Z"))
    expect(instantOfZonedTime("2026-12-24 20:00")).toBe(at)
    expect(zonedTimeOf(at ?? 0)).toBe("2026-12-24T20:00")
  })

  it("read a time on another game's clock, daylight saving included", () => {
    expect(instantOfZonedTime("2026-12-24T20:00", "Europe/Berlin")).toBe(Date.parse("2026-12-24T19:00:00Z"))
    expect(instantOfZonedTime("2026-07-01T20:00", "Europe/Berlin")).toBe(Date.parse("2026-07-01T18:00:00Z"))
    expect(zonedTimeOf(Date.parse("2026-07-01T18:00:00Z"), "Europe/Berlin")).toBe("2026-07-01T20:00")
    // 02:30 on the last Sunday of March never shows on a Berlin clock.
    expect(instantOfZonedTime("2026-03-29T02:30", "Europe/Berlin")).toBeUndefined()
  })

  it("refuse a time that is not a real one or not a time at all", () => {
    expect(instantOfZonedTime("2026-02-30T20:00")).toBeUndefined()
    expect(instantOfZonedTime("2026-12-24T24:30")).toBeUndefined()
    expect(instantOfZonedTime("tomorrow")).toBeUndefined()
    expect(instantOfZonedTime("")).toBeUndefined()
  })

  it("count down in days and a clock, never below zero", () => {
    const now = Date.parse("2026-12-01T00:00:00Z")
    expect(countdownText(now + 59_000, now)).toBe("00:00:59")
    expect(countdownText(now + (2 * 86_400 + 4 * 3600 + 5 * 60 + 9) * 1000, now)).toBe("2d 04:05:09")
    expect(countdownText(now - 5000, now)).toBe("00:00:00")
  })

  it("show an event until its end, or until its start when it has none", () => {
    const startsAt = "2026-12-01T12:00:00.000Z"
    const start = Date.parse(startsAt)
    expect(isEventShown({ startsAt, endsAt: null }, start - 1)).toBe(true)
    expect(isEventShown({ startsAt, endsAt: null }, start)).toBe(false)
    expect(isEventShown({ startsAt, endsAt: "2026-12-01T14:00:00.000Z" }, start + 3600_000)).toBe(true)
    expect(isEventShown({ startsAt, endsAt: "2026-12-01T14:00:00.000Z" }, start + 7200_000)).toBe(false)
  })

  it("take a link to another site or to a page of the portal, and nothing that runs", () => {
    expect(isEventLink("https://example.org/event")).toBe(true)
    expect(isEventLink("/news?topic=3")).toBe(true)
    expect(isEventLink("javascript:alert(1)")).toBe(false)
    // A protocol-relative address leads to another site while looking like a page of this one.
    expect(isEventLink("//evil.example")).toBe(false)
  })
})
