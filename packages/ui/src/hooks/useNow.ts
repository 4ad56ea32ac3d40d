import { useLayoutEffect, useMemo, useState } from "react"
import { useClock } from "../time/ClockProvider.tsx"

/**
 * The current time from the nearest `ClockProvider` (the real clock without one). With `intervalMs`
 * it refreshes every interval on the interval's boundary (a 1 s clock ticks as the second turns, not
 * somewhere inside it); without it, it is the time the component first rendered. A `frozen` time
 * stops it and wins over the clock.
 */
export const useNow = (intervalMs?: number, frozen?: Date): Date => {
  const clock = useClock()
  const [now, setNow] = useState(() => clock.now())

  // A layout effect, so the next tick is scheduled by the time the screen shows this one: whoever
  // moves a test clock after seeing the screen never moves it past a tick not yet scheduled.
  useLayoutEffect(() => {
    if (frozen) return
    setNow(clock.now())
    if (intervalMs === undefined) return
    let cancel = clock.schedule(intervalMs - (clock.now() % intervalMs), function tick() {
      const current = clock.now()
      setNow(current)
      cancel = clock.schedule(intervalMs - (current % intervalMs), tick)
    })
    return () => cancel()
  }, [clock, intervalMs, frozen])

  const current = useMemo(() => new Date(now), [now])
  return frozen ?? current
}
