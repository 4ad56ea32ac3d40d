/** Cancels a scheduled callback; calling it after the callback ran, or twice, does nothing. */
export type CancelScheduled = () => void

/**
 * Where the library's components read the time and wait for it: the header clock, the banner
 * rotator and relative dates. The real clock by default; stories and tests provide a test clock
 * (`createTestClock`) through `ClockProvider`, so every moment they show is chosen, not waited for.
 */
export interface Clock {
  /** The current instant, in milliseconds since the epoch (as `Date.now()`). */
  readonly now: () => number
  /**
   * Runs `callback` once, `delayMs` from now. A delay that is not finite (`Infinity`) or longer than
   * a browser timer can hold means "never", not "at once".
   */
  readonly schedule: (delayMs: number, callback: () => void) => CancelScheduled
}

/** The longest delay `setTimeout` honours; anything longer fires immediately. */
const maxTimerDelayMs = 2 ** 31 - 1

const never: CancelScheduled = () => {}

/** The machine's clock: `Date.now()` and `setTimeout`. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule: (delayMs, callback) => {
    if (!(delayMs <= maxTimerDelayMs)) return never
    const timer = setTimeout(callback, Math.max(delayMs, 0))
    return () => clearTimeout(timer)
  },
}

/** A clock that stands still until it is told to move. */
export interface TestClock extends Clock {
  /**
   * Moves time forward by `ms`, running every callback that falls due on the way, in the order
   * they are due, each at its own instant. Returns how many ran. Components render what those
   * callbacks change as React renders them, so a story awaits the screen it expects afterwards.
   */
  readonly advance: (ms: number) => number
  /** How many callbacks are waiting for their time. */
  readonly pending: () => number
}

interface Scheduled {
  readonly due: number
  /** Keeps callbacks due at the same instant in the order they were scheduled. */
  readonly order: number
  readonly callback: () => void
}

/** A clock frozen at `start` (an instant or epoch milliseconds) that only `advance` moves. */
export const createTestClock = (start: Date | number): TestClock => {
  let current = Number(start)
  let scheduledCount = 0
  const waiting = new Set<Scheduled>()

  const nextDue = (until: number): Scheduled | undefined => {
    let next: Scheduled | undefined
    for (const entry of waiting) {
      if (entry.due > until) continue
      if (next === undefined || entry.due < next.due || (entry.due === next.due && entry.order < next.order))
        next = entry
    }
    return next
  }

  return {
    now: () => current,
    schedule: (delayMs, callback) => {
      if (!Number.isFinite(delayMs)) return never
      const entry: Scheduled = { due: current + Math.max(delayMs, 0), order: scheduledCount++, callback }
      waiting.add(entry)
      return () => {
        waiting.delete(entry)
      }
    },
    advance: (ms) => {
      const target = current + Math.max(ms, 0)
      let ran = 0
      for (let entry = nextDue(target); entry !== undefined; entry = nextDue(target)) {
        waiting.delete(entry)
        current = entry.due
        entry.callback()
        ran++
      }
      current = target
      return ran
    },
    pending: () => waiting.size,
  }
}
