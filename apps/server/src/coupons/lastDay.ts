import { gameDayEnd, gameDayOf, gameDayStart } from "../gameDays.ts"

/**
 * A code is valid through the whole of its last day in the game's time zone, where the players are:
 * it stops working at the zone's next midnight. Undefined when the text names no real day (`2026-02-30`).
 */
export const expiryOfLastDay = (day: string, timeZone: string): Date | undefined => {
  const start = gameDayStart(day, timeZone)
  return start === undefined ? undefined : gameDayEnd(start, timeZone)
}

/** The last day of the game's time zone before an expiry instant, as `YYYY-MM-DD`. */
export const lastDayOfExpiry = (expiresAt: Date, timeZone: string): string =>
  gameDayOf(expiresAt.getTime() - 1, timeZone)
