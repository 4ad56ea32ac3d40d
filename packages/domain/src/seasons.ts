import { englishLocale } from "./intlFormats.ts"
import { defaultTimeZone, formatMonth, type ZonedMonth, zonedMonthOf } from "./time.ts"

/**
 * A ranking season is a calendar month in the game's time zone, named `YYYY-MM` by the API
 * ("2026-05"). It starts at midnight on the 1st in that zone. Its label is read straight from the name rather than through
 * `Date`, so no time zone can shift it into the month before. (Its schema is in rankingSeasons.ts:
 * the words of a season need no Schema, so a page that only shows one never loads it.)
 */
export const seasonPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

const pad2 = (n: number) => n.toString().padStart(2, "0")

/** The name of the season a month is: "2026-05". */
export const seasonName = (month: ZonedMonth): string => `${month.year}-${pad2(month.month)}`

/** The month of `timeZone` a season's name stands for (the name has been checked against the pattern). */
export const seasonNamed = (name: string, timeZone: string = defaultTimeZone): ZonedMonth => {
  const [year = 0, month = 1] = name.split("-").map(Number)
  return zonedMonthOf(year, month, timeZone)
}

/** "2026-10" → "October 2026" ("Oktubre 2026" in Filipino); a name that is not a season is shown as it came. */
export const seasonLabel = (season: string, locale: string = englishLocale): string => {
  const match = seasonPattern.exec(season)
  return match === null ? season : formatMonth(Number(match[1]), Number(match[2]), locale)
}
