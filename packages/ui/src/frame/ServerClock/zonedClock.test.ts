import { manilaClock } from "@gatehouse/domain"
import { describe, expect, it } from "vitest"
import { zonedClock } from "./zonedClock.ts"

const instant = new Date("2026-11-21T13:05:07Z")

describe("zonedClock", () => {
  it("reads Manila exactly as the domain's Manila clock does, around the day", () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 10, 21, hour, 5, 7))
      expect(zonedClock(at, "Asia/Manila")).toEqual(manilaClock(at))
    }
  })

  it("shows another zone's wall clock, date and offset", () => {
    expect(zonedClock(instant, "America/New_York")).toEqual({
      hoursMinutes: "08:05",
      seconds: "07",
      meridiem: "AM",
      date: "Saturday, November 21, 2026",
      zone: "GMT-05:00",
    })
  })

  it("follows daylight saving in the zone's summer", () => {
    expect(zonedClock(new Date("2026-07-04T16:00:00Z"), "Europe/Berlin")).toMatchObject({
      hoursMinutes: "06:00",
      meridiem: "PM",
      zone: "GMT+02:00",
    })
  })

  it("turns the date at the zone's own midnight, and reads midnight as 12 AM", () => {
    expect(zonedClock(new Date("2026-11-21T23:30:00Z"), "Asia/Tokyo")).toMatchObject({
      hoursMinutes: "08:30",
      date: "Sunday, November 22, 2026",
    })
    expect(zonedClock(new Date("2026-11-21T00:00:00Z"), "UTC")).toMatchObject({
      hoursMinutes: "12:00",
      meridiem: "AM",
      zone: "GMT+00:00",
    })
  })

  it("names the date in the reader's language and keeps the zone's time", () => {
    expect(zonedClock(instant, "Asia/Manila", "fil-PH")).toEqual({
      hoursMinutes: "09:05",
      seconds: "07",
      meridiem: "PM",
      date: "Sabado, Nobyembre 21, 2026",
      zone: "GMT+08:00",
    })
    expect(zonedClock(instant, "Asia/Manila", "fil-PH")).toEqual(manilaClock(instant, "fil-PH"))
  })

  it("refuses a zone that does not exist", () => {
    expect(() => zonedClock(instant, "Mars/Olympus_Mons")).toThrow(RangeError)
  })
})
