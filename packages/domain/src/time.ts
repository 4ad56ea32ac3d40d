/**
 * Time as the product shows it: in the game's own time zone (Manila unless the server's operator sets
 * another), never the visitor's. Days and months are counted on the zone's wall clock through
 * `Intl`, so a zone with daylight saving turns its months at its own midnight in summer and winter.
 * Dates are written in the reader's locale (`localeOf` their language; English by default) by the
 * browser's own `Intl`, so no table of month names or plurals travels with a page.
 */

import { englishLocale, keptFormats } from "./intlFormats.ts"

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/** Manila's fixed offset from UTC (no daylight saving), for the Manila-only clock below. */
const manilaOffsetMs = 8 * hour

/** The game's time zone unless its server says otherwise: the players of the first server live in Manila. */
export const defaultTimeZone = "Asia/Manila"

// An IANA name ("Asia/Manila", "America/Argentina/Buenos_Aires", "UTC"), not an offset such as
// "+08:00": PostgreSQL reads offsets the other way round (POSIX), so a name is the only spelling
// the server's runtime and its database agree on.
const zoneNamePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

/** Whether `name` is a time zone this runtime knows by its IANA name. */
export const isTimeZoneName = (name: string): boolean => {
  if (!zoneNamePattern.test(name)) return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * The `<meta name>` every page the server writes carries the game's time zone in, so the portal's
 * clock (rendered on the server and in the browser alike) shows the server's time.
 */
export const timeZoneMetaName = "game-time-zone"

/**
 * The header clock's caption for a zone: "Manila Time", "Sao Paulo Time"; "Server Time" for a zone
 * that names no city (`UTC`).
 */
export const clockCaption = (timeZone: string): string => {
  const city = timeZone.includes("/") ? timeZone.slice(timeZone.lastIndexOf("/") + 1) : undefined
  return city === undefined ? "Server Time" : `${city.replaceAll("_", " ")} Time`
}

/** A wall clock reading: what a clock on the wall in some zone shows at an instant. */
export interface WallTime {
  readonly year: number
  /** 1 to 12. */
  readonly month: number
  /** 1 to 31. */
  readonly day: number
  /** 0 to 23. */
  readonly hour: number
  readonly minute: number
  readonly second: number
}

// Read as numbers, so always in the one locale whose digits `Number` reads.
const wallFormatIn = keptFormats(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
)

/** The wall clock of `timeZone` at `now`. */
export const wallTimeIn = (now: number | Date, timeZone: string): WallTime => {
  const parts = new Map(
    wallFormatIn(englishLocale, timeZone)
      .formatToParts(now)
      .map(({ type, value }) => [type, Number(value)]),
  )
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
    second: part("second"),
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (whole seconds, as zones are). */
const offsetAt = (at: number, timeZone: string): number => {
  const wall = wallTimeIn(at, timeZone)
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return wallAsUtc - (at - (((at % 1000) + 1000) % 1000))
}

/**
 * The instant `timeZone`'s wall clock reads the given time. Fields past their range roll over as
 * `Date.UTC` rolls them (month 13 is January of the next year). As JavaScript's Temporal does, a
 * time skipped when clocks go forward names the instant as many minutes on as were skipped, and a
 * time met twice when they go back names the first.
 */
export const instantOfWallTime = (
  wall: Pick<WallTime, "year" | "month" | "day"> & Partial<Pick<WallTime, "hour" | "minute">>,
  timeZone: string,
): number => {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0)
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only ones that can apply.
  const before = offsetAt(asUtc - day, timeZone)
  const after = offsetAt(asUtc + day, timeZone)
  const earlier = asUtc - before
  const later = asUtc - after
  const earlierHolds = offsetAt(earlier, timeZone) === before
  const laterHolds = offsetAt(later, timeZone) === after
  if (earlierHolds && laterHolds) return Math.min(earlier, later)
  if (earlierHolds) return earlier
  if (laterHolds) return later
  return earlier
}

/** Spec §2: the zone label the Manila header clock shows. */
export const manilaZoneLabel = "GMT+08:00"

/** Spec §2, §9: the header clock is refreshed every second. */
export const clockRefreshMs = 1000

/** Spec §2: what a news date shows when there is none or it cannot be read. */
export const noDateText = "No date available"

const zoneLessDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/

/**
 * The instant a server date names, or null. Dates with a zone (ISO with Z or an offset) are taken as
 * written; date-times written without one ("2026-05-01 10:00:00") are read in the game's time zone,
 * rather than in whatever zone the visitor's device is in.
 */
export const parseServerDate = (
  text: string | null | undefined,
  timeZone: string = defaultTimeZone,
): number | null => {
  if (text == null || text.trim() === "") return null
  const trimmed = text.trim()
  const zoneLess = zoneLessDateTime.exec(trimmed)
  if (zoneLess === null) {
    const ms = Date.parse(trimmed)
    return Number.isNaN(ms) ? null : ms
  }
  // Read as UTC first only to check the text names a real date and time, then placed in the zone.
  const asUtc = Date.parse(`${zoneLess[1]}T${zoneLess[2]}Z`)
  if (Number.isNaN(asUtc)) return null
  const wall = new Date(asUtc)
  const start = instantOfWallTime(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    },
    timeZone,
  )
  return start + (asUtc % 60_000)
}

/** The words dates are written with that `Intl` has none for: English unless a catalogue gives the reader's. */
export interface DateWords {
  /** Spec §2: a date that is missing or cannot be read. */
  readonly noDate: string
  /** A date less than a second away. */
  readonly justNow: string
}

export const englishDateWords: DateWords = { noDate: noDateText, justNow: "just now" }

interface SpanUnit {
  readonly name: Intl.RelativeTimeFormatUnit
  readonly ms: number
  /** The count from which the next unit takes over. */
  readonly below: number
}

const years: SpanUnit = { name: "year", ms: 365 * day, below: Number.POSITIVE_INFINITY }

const units: ReadonlyArray<SpanUnit> = [
  { name: "second", ms: second, below: 60 },
  { name: "minute", ms: minute, below: 60 },
  { name: "hour", ms: hour, below: 24 },
  { name: "day", ms: day, below: 30 },
  { name: "month", ms: 30 * day, below: 12 },
  years,
]

// "always": "1 day ago" as the spec counts, never "yesterday".
const relativeFormatIn = keptFormats((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "always" }))

/**
 * Spec §2 News list: "x minutes ago" style, or 'No date available'. A date less than a second away
 * (either side) is "just now", so a server clock slightly ahead of the device does not read oddly;
 * a date further in the future reads "in x minutes". In another locale `Intl` words the span
 * ("3 oras ang nakalipas") and `words` the rest.
 */
export const relativeTime = (
  date: string | null | undefined,
  now: number | Date,
  locale: string = englishLocale,
  words: DateWords = englishDateWords,
): string => {
  const at = parseServerDate(date)
  if (at === null) return words.noDate
  const elapsed = Number(now) - at
  if (Math.abs(elapsed) < second) return words.justNow
  const span = Math.abs(elapsed)
  const unit = units.find(({ ms, below }) => span / ms < below) ?? years
  const count = Math.max(Math.floor(span / unit.ms), 1)
  return relativeFormatIn(locale).format(elapsed > 0 ? -count : count, unit.name)
}

const longDateFormatIn = keptFormats(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    }),
)

/** The day `now` is in `timeZone`, written out in `locale`: "Saturday, November 21, 2026", "Sabado, Nobyembre 21, 2026". */
export const formatLongDate = (
  now: number | Date,
  timeZone: string,
  locale: string = englishLocale,
): string => longDateFormatIn(locale, timeZone).format(now)

const monthFormatIn = keptFormats(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", year: "numeric", month: "long" }),
)

/** A calendar month (1 to 12) named in `locale`: "October 2026", "Oktubre 2026". */
export const formatMonth = (year: number, month: number, locale: string = englishLocale): string =>
  // Mid-month at UTC, so no zone can shift it into the month before.
  monthFormatIn(locale).format(Date.UTC(year, month - 1, 15))

/** The header clock's parts, ready to render (spec §2: hh:mm shown apart from the seconds). */
export interface ManilaClock {
  /** "09:05", 12-hour. */
  readonly hoursMinutes: string
  /** "07". */
  readonly seconds: string
  /** "AM" or "PM". */
  readonly meridiem: "AM" | "PM"
  /** "Saturday, November 21, 2026", in the reader's locale. */
  readonly date: string
  /** Always "GMT+08:00". */
  readonly zone: typeof manilaZoneLabel
}

const pad2 = (n: number): string => n.toString().padStart(2, "0")

/** A UTC-reading Date whose fields are Manila's wall clock. */
const manilaWallClock = (now: number | Date): Date => new Date(Number(now) + manilaOffsetMs)

export const manilaClock = (now: number | Date, locale: string = englishLocale): ManilaClock => {
  const wall = manilaWallClock(now)
  const hours24 = wall.getUTCHours()
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return {
    hoursMinutes: `${pad2(hours12)}:${pad2(wall.getUTCMinutes())}`,
    seconds: pad2(wall.getUTCSeconds()),
    meridiem: hours24 < 12 ? "AM" : "PM",
    date: formatLongDate(now, defaultTimeZone, locale),
    zone: manilaZoneLabel,
  }
}

/**
 * A calendar month in the game's time zone, such as a monthly ranking season (spec §4: rankings
 * reset on the first day of each month).
 */
export interface ZonedMonth {
  readonly year: number
  /** 1 to 12. */
  readonly month: number
  /** The instant it starts: midnight on the 1st in its zone. */
  readonly start: Date
  /** The instant the next month starts (exclusive end). */
  readonly end: Date
}

/** The month of `year` and `month` (1 to 12; 13 rolls into the next year) in `timeZone`. */
export const zonedMonthOf = (year: number, month: number, timeZone: string): ZonedMonth => {
  const first = new Date(Date.UTC(year, month - 1, 1))
  return {
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    start: new Date(instantOfWallTime({ year, month, day: 1 }, timeZone)),
    end: new Date(instantOfWallTime({ year, month: month + 1, day: 1 }, timeZone)),
  }
}

/** The calendar month of `timeZone` (ranking season) that contains `now`. */
export const zonedMonth = (now: number | Date, timeZone: string): ZonedMonth => {
  const wall = wallTimeIn(now, timeZone)
  return zonedMonthOf(wall.year, wall.month, timeZone)
}

const dateTimeFormatIn = keptFormats(
  (locale, timeZone) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
)

/**
 * A server date as a player reads it, in the server's zone: "Nov 22, 2026, 9:09 AM" for
 * `2026-11-22T01:09:31.135Z` ("Nob 22, 2026, 9:09 AM" in Filipino). A missing or unreadable date
 * reads 'No date available', or the reader's `noDate`.
 */
export const formatDateTime = (
  date: string | null | undefined,
  timeZone: string = defaultTimeZone,
  locale: string = englishLocale,
  noDate: string = noDateText,
): string => {
  const at = parseServerDate(date)
  return at === null ? noDate : dateTimeFormatIn(locale, timeZone).format(at)
}
