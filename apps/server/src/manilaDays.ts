import { manilaOffsetMs } from "@gatehouse/domain"

const dayMs = 24 * 60 * 60 * 1000

/**
 * Manila calendar days (`YYYY-MM-DD`) and the instants they start at. Manila keeps no daylight
 * saving, so a day is always the 24 hours from 16:00 UTC the evening before.
 */

/** The Manila day an instant falls on. */
export const manilaDayOf = (millis: number): string =>
  new Date(millis + manilaOffsetMs).toISOString().slice(0, 10)

/** The instant a Manila day starts; undefined when the text names no real day (`2026-02-30`). */
export const manilaDayStart = (day: string): Date | undefined => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  const midnight = Date.UTC(year, month - 1, date)
  const check = new Date(midnight)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return undefined
  }
  return new Date(midnight - manilaOffsetMs)
}

/** The instant the day after a Manila day starts, which ends that day. */
export const manilaDayEnd = (start: Date): Date => new Date(start.getTime() + dayMs)

/** The last `count` Manila days up to the one `millis` falls on, oldest first. */
export const lastManilaDays = (millis: number, count: number): ReadonlyArray<string> =>
  Array.from({ length: count }, (_, index) => manilaDayOf(millis - (count - 1 - index) * dayMs))

/** SQL that names the Manila day (`YYYY-MM-DD`, as {@link manilaDayOf}) or month (`YYYY-MM`) of a `timestamptz` column. */
export const manilaDateSql = (column: string, format: "YYYY-MM-DD" | "YYYY-MM" = "YYYY-MM-DD") =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', '${format}')`
