import { englishLocale, formatLongDate } from "@gatehouse/domain"

/** The header clock's parts in one time zone, ready to render. */
export interface ZonedClock {
  /** "09:05", 12-hour. */
  readonly hoursMinutes: string
  /** "07". */
  readonly seconds: string
  /** "AM" or "PM". */
  readonly meridiem: "AM" | "PM"
  /** "Saturday, November 21, 2026", in the reader's locale ("Sabado, Nobyembre 21, 2026"). */
  readonly date: string
  /** The zone's offset from UTC at that moment: "GMT+08:00", "GMT-05:00", "GMT+00:00". */
  readonly zone: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone, made once: the clock asks every second. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  const known = formatters.get(timeZone)
  if (known) return known
  const made = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "longOffset",
  })
  formatters.set(timeZone, made)
  return made
}

// Browsers write UTC's own offset as a bare "GMT" or as "GMT+00:00"; the clock always shows the latter.
const offsetLabel = (name: string | undefined): string =>
  name === undefined || name === "GMT" ? "GMT+00:00" : name

const pad2 = (n: number): string => n.toString().padStart(2, "0")

/**
 * The wall clock of `timeZone` (an IANA name such as "Asia/Manila") at `now`, with its offset as it
 * is that day, so zones with daylight saving read right in summer and winter. The time's parts are
 * put together here rather than taken as one formatted string, so the clock reads the same
 * ("09:05 PM") in every browser and language; only the date is written in `locale`'s words. An
 * unknown zone throws a RangeError naming it.
 */
export const zonedClock = (
  now: number | Date,
  timeZone: string,
  locale: string = englishLocale,
): ZonedClock => {
  const parts = new Map(
    formatterFor(timeZone)
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  )
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(parts.get(type))
  const hours24 = number("hour") % 24
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return {
    hoursMinutes: `${pad2(hours12)}:${pad2(number("minute"))}`,
    seconds: pad2(number("second")),
    meridiem: hours24 < 12 ? "AM" : "PM",
    date: formatLongDate(now, timeZone, locale),
    zone: offsetLabel(parts.get("timeZoneName")),
  }
}
