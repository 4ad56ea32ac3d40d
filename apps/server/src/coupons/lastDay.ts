import { manilaOffsetMs } from "@gatehouse/domain"

const dayMs = 24 * 60 * 60 * 1000

/**
 * A code is valid through the whole of its last day in Manila, where the players are: it stops
 * working at the next Manila midnight. Undefined when the text names no real day (`2026-02-30`).
 */
export const expiryOfLastDay = (day: string): Date | undefined => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  const midnight = Date.UTC(year, month - 1, date)
  const check = new Date(midnight)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return undefined
  }
  return new Date(midnight + dayMs - manilaOffsetMs)
}

/** The last Manila day before an expiry instant, as `YYYY-MM-DD`. */
export const lastDayOfExpiry = (expiresAt: Date): string =>
  new Date(expiresAt.getTime() - 1 + manilaOffsetMs).toISOString().slice(0, 10)
