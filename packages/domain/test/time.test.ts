import { assert, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import {
  currentGameMonth,
  currentManilaClock,
  formatDateTime,
  formatLongDate,
  GameTimeZone,
  isTimeZoneName,
  localeOf,
  manilaClock,
  noDateText,
  parseServerDate,
  relativeTime,
  zonedMonth,
} from "../src/index.ts"

const manilaMonth = (now: number | Date) => zonedMonth(now, "Asia/Manila")

const now = Date.parse("2026-11-21T12:00:00Z")
const ago = (ms: number): string => new Date(now - ms).toISOString()
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h
const filipino = localeOf("fil")

describe("relative time", () => {
  it.each([
    [0, "just now"],
    [1 * s, "1 second ago"],
    [45 * s, "45 seconds ago"],
    [1 * min, "1 minute ago"],
    [59 * min + 59 * s, "59 minutes ago"],
    [1 * h, "1 hour ago"],
    [5 * h, "5 hours ago"],
    [1 * d, "1 day ago"],
    [29 * d, "29 days ago"],
    [30 * d, "1 month ago"],
    [200 * d, "6 months ago"],
    [364 * d, "1 year ago"],
    [365 * d, "1 year ago"],
    [3 * 365 * d, "3 years ago"],
  ])("%d ms back reads %s", (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text)
  })

  it("reads a future date sensibly", () => {
    expect(relativeTime(ago(-500), now)).toBe("just now")
    expect(relativeTime(ago(-3 * min), now)).toBe("in 3 minutes")
    expect(relativeTime(ago(-1 * d), now)).toBe("in 1 day")
  })

  it("says so when there is no usable date", () => {
    for (const value of [null, undefined, "", "  ", "not a date", "2026-13-45"]) {
      expect(relativeTime(value, now)).toBe("No date available")
    }
  })

  it("reads zone-less server dates as Manila time on any device", () => {
    expect(parseServerDate("2026-11-21 20:00:00")).toBe(now)
    expect(parseServerDate("2026-11-21T20:00")).toBe(now)
    expect(relativeTime("2026-11-21 19:00:00", now)).toBe("1 hour ago")
  })

  it("reads in Filipino through Intl, with the words Intl has none for given by the reader", () => {
    const words = { noDate: "Walang petsa", justNow: "ngayon lang" }
    expect(relativeTime(ago(3 * h), now, filipino, words)).toBe("3 oras ang nakalipas")
    expect(relativeTime(ago(1 * min), now, filipino, words)).toBe("1 minuto ang nakalipas")
    expect(relativeTime(ago(1 * d), now, filipino, words)).toBe("1 araw ang nakalipas")
    expect(relativeTime(ago(2 * 365 * d), now, filipino, words)).toBe("2 taon ang nakalipas")
    expect(relativeTime(ago(-5 * min), now, filipino, words)).toBe("sa 5 minuto")
    expect(relativeTime(ago(0), now, filipino, words)).toBe("ngayon lang")
    expect(relativeTime(null, now, filipino, words)).toBe("Walang petsa")
  })

  it("always names a whole, correctly pluralised unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 100 * 365 * d }), (elapsed) => {
        expect(relativeTime(ago(elapsed), now)).toMatch(
          /^(1 (second|minute|hour|day|month|year)|([2-9]|\d{2,}) (seconds|minutes|hours|days|months|years)) ago$/,
        )
      }),
    )
  })
})

describe("a server date as a player reads it", () => {
  /** Intl separates the time from AM/PM with a narrow no-break space; the words are what matter here. */
  const readable = (text: string) => text.replace(/\s/g, " ")

  it("is written in Manila time, whatever zone the device is in", () => {
    expect(readable(formatDateTime("2026-11-22T01:09:31.135Z"))).toBe("Nov 22, 2026, 9:09 AM")
    expect(readable(formatDateTime("2026-11-21T16:30:00Z"))).toBe("Nov 22, 2026, 12:30 AM")
    expect(readable(formatDateTime("2026-05-01 10:00:00"))).toBe("May 1, 2026, 10:00 AM")
  })

  it("follows another server's time zone when asked", () => {
    expect(readable(formatDateTime("2026-11-22T01:09:31Z", "Europe/Berlin"))).toBe("Nov 22, 2026, 2:09 AM")
  })

  it("says so when there is no date to show", () => {
    for (const missing of [null, undefined, "", "not a date"])
      expect(formatDateTime(missing)).toBe(noDateText)
    expect(formatDateTime(null, "Asia/Manila", filipino, "Walang petsa")).toBe("Walang petsa")
  })

  it("is written in Filipino for a Filipino reader, still in Manila time", () => {
    expect(readable(formatDateTime("2026-11-22T01:09:31.135Z", "Asia/Manila", filipino))).toBe(
      "Nob 22, 2026, 9:09 AM",
    )
    expect(readable(formatDateTime("2026-05-01 10:00:00", "Asia/Manila", filipino))).toBe(
      "May 1, 2026, 10:00 AM",
    )
  })
})

describe("Manila clock", () => {
  it("shows Manila time whatever the device's zone", () => {
    expect(manilaClock(Date.parse("2026-11-21T13:05:07Z"))).toEqual({
      hoursMinutes: "09:05",
      seconds: "07",
      meridiem: "PM",
      date: "Saturday, November 21, 2026",
      zone: "GMT+08:00",
    })
  })

  it("rolls over to the next Manila day at 16:00 UTC", () => {
    const clock = manilaClock(Date.parse("2026-12-31T16:00:00Z"))
    expect(clock.hoursMinutes).toBe("12:00")
    expect(clock.meridiem).toBe("AM")
    expect(clock.date).toBe("Friday, January 1, 2027")
  })

  it("names the day in the reader's language, the time still Manila's", () => {
    expect(manilaClock(Date.parse("2026-11-21T13:05:07Z"), filipino)).toEqual({
      hoursMinutes: "09:05",
      seconds: "07",
      meridiem: "PM",
      date: "Sabado, Nobyembre 21, 2026",
      zone: "GMT+08:00",
    })
    expect(formatLongDate(Date.parse("2026-12-31T16:00:00Z"), "Asia/Manila", filipino)).toBe(
      "Biyernes, Enero 1, 2027",
    )
  })

  it("shows noon as 12 PM", () => {
    expect(manilaClock(Date.parse("2026-11-21T04:30:00Z"))).toMatchObject({
      hoursMinutes: "12:30",
      meridiem: "PM",
    })
  })

  it.effect("follows the Effect clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-11-21T13:05:07Z"))
      assert.strictEqual((yield* currentManilaClock).seconds, "07")
      yield* TestClock.adjust("1 second")
      assert.strictEqual((yield* currentManilaClock).seconds, "08")
    }),
  )
})

describe("ranking season", () => {
  it("starts at Manila midnight on the 1st", () => {
    const season = manilaMonth(Date.parse("2026-11-21T12:00:00Z"))
    expect(season.year).toBe(2026)
    expect(season.month).toBe(11)
    expect(season.start.toISOString()).toBe("2026-10-31T16:00:00.000Z")
    expect(season.end.toISOString()).toBe("2026-11-30T16:00:00.000Z")
  })

  it("already counts the new month in Manila while UTC is still in the old one", () => {
    const season = manilaMonth(Date.parse("2026-12-31T17:00:00Z"))
    expect([season.year, season.month]).toEqual([2027, 1])
    expect(season.start.toISOString()).toBe("2026-12-31T16:00:00.000Z")
  })

  it("always contains the instant it was asked about", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (instant) => {
        const season = manilaMonth(instant)
        expect(season.start.getTime()).toBeLessThanOrEqual(instant)
        expect(season.end.getTime()).toBeGreaterThan(instant)
        expect(manilaMonth(season.end).start.getTime()).toBe(season.end.getTime())
      }),
    )
  })

  it.effect("follows the Effect clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-02-28T16:00:00Z"))
      const season = yield* currentGameMonth
      assert.deepStrictEqual([season.year, season.month], [2026, 3])
    }),
  )

  it.effect("turns at midnight in the game's own time zone when its server sets another", () =>
    Effect.gen(function* () {
      // 20:00 UTC on the last day of February: March in Manila, still February in Berlin.
      yield* TestClock.setTime(Date.parse("2026-02-28T20:00:00Z"))
      const berlin = yield* Effect.provideService(currentGameMonth, GameTimeZone, "Europe/Berlin")
      assert.deepStrictEqual([berlin.year, berlin.month], [2026, 2])
      assert.strictEqual(berlin.end.toISOString(), "2026-02-28T23:00:00.000Z")
      assert.deepStrictEqual([(yield* currentGameMonth).month], [3])
    }),
  )

  it("lasts from midnight to midnight across a change of the clocks", () => {
    // Berlin moves to summer time on 29 March 2026: April starts at 22:00 UTC, March started at 23:00.
    const april = zonedMonth(Date.parse("2026-04-15T12:00:00Z"), "Europe/Berlin")
    expect(april.start.toISOString()).toBe("2026-03-31T22:00:00.000Z")
    const march = zonedMonth(Date.parse("2026-03-15T12:00:00Z"), "Europe/Berlin")
    expect(march.start.toISOString()).toBe("2026-02-28T23:00:00.000Z")
    expect(march.end.toISOString()).toBe(april.start.toISOString())
  })
})

describe("the game's time zone setting", () => {
  it("takes IANA names and refuses offsets and unknown zones", () => {
    expect(
      ["Asia/Manila", "Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC"].every(isTimeZoneName),
    ).toBe(true)
    expect(["+08:00", "Mars/Olympus", "", "Asia/Manila'; --"].some(isTimeZoneName)).toBe(false)
  })
})
