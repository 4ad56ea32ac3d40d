const minuteMs = 60_000

/**
 * Time left as a player reads it on a countdown: "11 h 42 min", "5 min". Minutes are rounded up,
 * so the last seconds still read "1 min" and "0 min" never shows: at zero the countdown is gone.
 */
export const countdownText = (remainingMs: number): string => {
  const minutes = Math.max(Math.ceil(remainingMs / minuteMs), 1)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** How long until the countdown's text next changes: when the time left crosses a whole minute. */
export const nextChangeIn = (remainingMs: number): number => remainingMs % minuteMs || minuteMs
