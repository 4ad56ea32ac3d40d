/**
 * A fixed instant the clocks lay out, hidden, before the browser has taken over a page rendered on the
 * server: the same on both sides, so the server's HTML equals the browser's first render, and as wide
 * as a real time (a two-digit hour, a long weekday and month).
 */
export const placeholderInstant: number = Date.UTC(2026, 8, 30, 4, 0, 0)
