import { useEffect, useState } from "react"

/** The longest delay `setTimeout` honours; anything longer fires immediately. */
const maxTimerDelayMs = 2 ** 31 - 1

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
 */
export const useRotation = ({ count, slideMs, startDelayMs, isPaused }: RotationOptions): Rotation => {
  const [position, setPosition] = useState<{ index: number; previousIndex: number | undefined }>({
    index: 0,
    previousIndex: undefined,
  })
  const [hasStarted, setStarted] = useState(false)

  useEffect(() => {
    // A delay longer than a timer can hold (or Infinity) means "never start", not "start at once".
    if (!(startDelayMs <= maxTimerDelayMs)) return
    const timer = setTimeout(() => setStarted(true), startDelayMs)
    return () => clearTimeout(timer)
  }, [startDelayMs])

  const goTo = (next: number) =>
    setPosition((current) =>
      next === current.index ? current : { index: next, previousIndex: current.index },
    )

  const isRunning = hasStarted && !isPaused && count > 1
  const index = count === 0 ? 0 : position.index % count

  useEffect(() => {
    if (!isRunning) return
    const timer = setTimeout(() => setPosition({ index: (index + 1) % count, previousIndex: index }), slideMs)
    return () => clearTimeout(timer)
  }, [isRunning, slideMs, count, index])

  return { index, previousIndex: position.previousIndex, isRunning, goTo }
}
