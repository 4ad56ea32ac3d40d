import { useLayoutEffect, useState } from "react"
import { useClock } from "../../time/ClockProvider.tsx"

export interface RotationOptions {
  readonly count: number
  readonly slideMs: number
  readonly startDelayMs: number
  readonly isPaused: boolean
}

export interface Rotation {
  readonly index: number
  /** The slide that is fading out, until the next change. */
  readonly previousIndex: number | undefined
  /** Whether the slides are advancing on their own right now. */
  readonly isRunning: boolean
  readonly goTo: (index: number) => void
}

/**
 * Which slide shows: the first until `startDelayMs` after mount, then the next one every `slideMs`
 * in order (no shuffle), holding still while paused. Choosing a slide restarts its full time.
 * Time comes from the nearest `ClockProvider`. Timers are set and cleared in layout effects, so
 * whenever the screen shows a state (running, paused, a new slide) its timer is already in place.
 */
export const useRotation = ({ count, slideMs, startDelayMs, isPaused }: RotationOptions): Rotation => {
  const [position, setPosition] = useState<{ index: number; previousIndex: number | undefined }>({
    index: 0,
    previousIndex: undefined,
  })
  const [hasStarted, setStarted] = useState(false)
  const clock = useClock()

  // A delay longer than a timer can hold (or Infinity) means "never start": the clock's rule.
  useLayoutEffect(() => clock.schedule(startDelayMs, () => setStarted(true)), [clock, startDelayMs])

  const goTo = (next: number) =>
    setPosition((current) =>
      next === current.index ? current : { index: next, previousIndex: current.index },
    )

  const isRunning = hasStarted && !isPaused && count > 1
  const index = count === 0 ? 0 : position.index % count

  useLayoutEffect(() => {
    if (!isRunning) return
    return clock.schedule(slideMs, () => setPosition({ index: (index + 1) % count, previousIndex: index }))
  }, [clock, isRunning, slideMs, count, index])

  return { index, previousIndex: position.previousIndex, isRunning, goTo }
}
