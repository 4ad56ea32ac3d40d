import { monthNames } from "./time.ts"

/**
 * A ranking season is a calendar month in Manila time, named `YYYY-MM` by the API. Its label is read
 * straight from that name rather than through `Date`, so no time zone can shift it into the month before.
 */
const seasonPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

/** "2026-10" → "October 2026"; a name that is not a season is shown as it came. */
export const seasonLabel = (season: string): string => {
  const match = seasonPattern.exec(season)
  const month = match === null ? undefined : monthNames[Number(match[2]) - 1]
  return match === null || month === undefined ? season : `${month} ${match[1]}`
}
