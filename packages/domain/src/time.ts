/**
 * Time as the product shows it. The game server lives in Manila (GMT+08:00, no daylight saving), so
 * every Manila computation is plain offset arithmetic and never depends on the visitor's own zone.
 */

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/** Manila's fixed offset from UTC. */
export const manilaOffsetMs = 8 * hour

/** Spec §2: the zone label the header clock shows. */
export const manilaZoneLabel = "GMT+08:00"

/** Spec §2, §9: the header clock is refreshed every second. */
export const clockRefreshMs = 1000

/** Spec §2: what a news date shows when there is none or it cannot be read. */
export const noDateText = "No date available"

const zoneLessDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/

/**
 * The instant a server date names, or null. Dates with a zone (ISO with Z or an offset) are taken as
 * written; date-times written without one ("2026-05-01 10:00:00") are read as Manila time, the
 * product's own zone, rather than as whatever zone the visitor's device is in.
 */
export const parseServerDate = (text: string | null | undefined): number | null => {
  if (text == null || text.trim() === "") return null
  const trimmed = text.trim()
  const zoneLess = zoneLessDateTime.exec(trimmed)
  const ms = zoneLess ? Date.parse(`${zoneLess[1]}T${zoneLess[2]}+08:00`) : Date.parse(trimmed)
  return Number.isNaN(ms) ? null : ms
}

const units: ReadonlyArray<{ readonly name: string; readonly ms: number; readonly below: number }> = [
  { name: "second", ms: second, below: 60 },
  { name: "minute", ms: minute, below: 60 },
  { name: "hour", ms: hour, below: 24 },
  { name: "day", ms: day, below: 30 },
  { name: "month", ms: 30 * day, below: 12 },
  { name: "year", ms: 365 * day, below: Number.POSITIVE_INFINITY },
]

const describeSpan = (spanMs: number): string => {
  for (const unit of units) {
    const count = Math.floor(spanMs / unit.ms)
    if (count < unit.below) return `${Math.max(count, 1)} ${unit.name}${count > 1 ? "s" : ""}`
  }
  return "" // unreachable: the last unit has no upper bound
}

/**
 * Spec §2 News list: "x minutes ago" style, or 'No date available'. A date less than a second away
 * (either side) is "just now", so a server clock slightly ahead of the device does not read oddly;
 * a date further in the future reads "in x minutes".
 */
export const relativeTime = (date: string | null | undefined, now: number | Date): string => {
  const at = parseServerDate(date)
  if (at === null) return noDateText
  const elapsed = Number(now) - at
  if (Math.abs(elapsed) < second) return "just now"
  return elapsed > 0 ? `${describeSpan(elapsed)} ago` : `in ${describeSpan(-elapsed)}`
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const
/** English month names, January first. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

/** The header clock's parts, ready to render (spec §2: hh:mm shown apart from the seconds). */
export interface ManilaClock {
  /** "09:05", 12-hour. */
  readonly hoursMinutes: string
  /** "07". */
  readonly seconds: string
  /** "AM" or "PM". */
  readonly meridiem: "AM" | "PM"
  /** "Saturday, November 21, 2026". */
  readonly date: string
  /** Always "GMT+08:00". */
  readonly zone: typeof manilaZoneLabel
}

const pad2 = (n: number): string => n.toString().padStart(2, "0")

/** A UTC-reading Date whose fields are Manila's wall clock. */
const manilaWallClock = (now: number | Date): Date => new Date(Number(now) + manilaOffsetMs)

export const manilaClock = (now: number | Date): ManilaClock => {
  const wall = manilaWallClock(now)
  const hours24 = wall.getUTCHours()
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return {
    hoursMinutes: `${pad2(hours12)}:${pad2(wall.getUTCMinutes())}`,
    seconds: pad2(wall.getUTCSeconds()),
    meridiem: hours24 < 12 ? "AM" : "PM",
    date: `${weekdays[wall.getUTCDay()]}, ${monthNames[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`,
    zone: manilaZoneLabel,
  }
}

/** A monthly ranking season (spec §4: rankings reset on the first day of each month, Manila time). */
export interface ManilaMonth {
  readonly year: number
  /** 1 to 12. */
  readonly month: number
  /** The instant the season starts: Manila midnight on the 1st. */
  readonly start: Date
  /** The instant the next season starts (exclusive end). */
  readonly end: Date
}

/** The Manila calendar month (ranking season) that contains `now`. */
export const manilaMonth = (now: number | Date): ManilaMonth => {
  const wall = manilaWallClock(now)
  const year = wall.getUTCFullYear()
  const monthIndex = wall.getUTCMonth()
  return {
    year,
    month: monthIndex + 1,
    start: new Date(Date.UTC(year, monthIndex, 1) - manilaOffsetMs),
    end: new Date(Date.UTC(year, monthIndex + 1, 1) - manilaOffsetMs),
  }
}

/** The game server's own time zone, in which players read every date the product shows. */
export const serverTimeZone = "Asia/Manila"

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

const dateTimeFormatIn = (timeZone: string): Intl.DateTimeFormat => {
  const known = dateTimeFormats.get(timeZone)
  if (known !== undefined) return known
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  })
  dateTimeFormats.set(timeZone, format)
  return format
}

/**
 * A server date as a player reads it, in the server's zone: "Nov 22, 2026, 9:09 AM" for
 * `2026-11-22T01:09:31.135Z`. A missing or unreadable date reads 'No date available'.
 */
export const formatDateTime = (
  date: string | null | undefined,
  timeZone: string = serverTimeZone,
): string => {
  const at = parseServerDate(date)
  return at === null ? noDateText : dateTimeFormatIn(timeZone).format(at)
}
