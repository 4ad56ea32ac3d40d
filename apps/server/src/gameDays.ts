import { instantOfWallTime, wallTimeIn } from "@gatehouse/domain"

/**
 * Calendar days (`YYYY-MM-DD`) in the game's time zone (GAME_TIME_ZONE) and the instants they start
 * at. A day runs from one midnight of the zone to the next, so it lasts 23 or 25 hours when the
 * zone's clocks change; nothing here adds 24 hours.
 */

const pad2 = (n: number): string => n.toString().padStart(2, "0")

const dayText = (year: number, month: number, day: number): string => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`
}

/** The day of `timeZone` an instant falls on. */
export const gameDayOf = (millis: number, timeZone: string): string => {
  const wall = wallTimeIn(millis, timeZone)
  return dayText(wall.year, wall.month, wall.day)
}

/** The instant a day of `timeZone` starts; undefined when the text names no real day (`2026-02-30`). */
export const gameDayStart = (day: string, timeZone: string): Date | undefined => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  if (dayText(year, month, date) !== day) return undefined
  return new Date(instantOfWallTime({ year, month, day: date }, timeZone))
}

/** The instant the day after the one `start` falls on starts, which ends that day. */
export const gameDayEnd = (start: Date, timeZone: string): Date => {
  const wall = wallTimeIn(start, timeZone)
  return new Date(instantOfWallTime({ year: wall.year, month: wall.month, day: wall.day + 1 }, timeZone))
}

/** The last `count` days of `timeZone` up to the one `millis` falls on, oldest first. */
export const lastGameDays = (millis: number, count: number, timeZone: string): ReadonlyArray<string> => {
  const today = wallTimeIn(millis, timeZone)
  return Array.from({ length: count }, (_, index) =>
    dayText(today.year, today.month, today.day - (count - 1 - index)),
  )
}

/**
 * SQL that names the day (`YYYY-MM-DD`, as {@link gameDayOf}) or month (`YYYY-MM`) of `timeZone` a
 * `timestamptz` column falls on. The zone is written into the SQL text: the setting admits only IANA
 * names (letters, digits, `_+-/`), which cannot close the quotes.
 */
export const gameDateSql = (
  column: string,
  timeZone: string,
  format: "YYYY-MM-DD" | "YYYY-MM" = "YYYY-MM-DD",
) => `to_char(${column} AT TIME ZONE '${timeZone}', '${format}')`
