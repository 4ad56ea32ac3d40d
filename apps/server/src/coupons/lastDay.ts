import { manilaDayEnd, manilaDayOf, manilaDayStart } from "../manilaDays.ts"

/**
 * A code is valid through the whole of its last day in Manila, where the players are: it stops
 * working at the next Manila midnight. Undefined when the text names no real day (`2026-02-30`).
 */
export const expiryOfLastDay = (day: string): Date | undefined => {
  const start = manilaDayStart(day)
  return start === undefined ? undefined : manilaDayEnd(start)
}

/** The last Manila day before an expiry instant, as `YYYY-MM-DD`. */
export const lastDayOfExpiry = (expiresAt: Date): string => manilaDayOf(expiresAt.getTime() - 1)
