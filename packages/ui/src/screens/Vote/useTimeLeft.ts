import { parseServerDate } from "@gatehouse/domain"
import { useLayoutEffect, useState } from "react"
import { useClock } from "../../time/ClockProvider.tsx"
import { nextChangeIn } from "./countdown.ts"

/**
 * Milliseconds left until `until` (a server date) on the nearest clock, 0 once it has passed or
 * when there is none. It changes as each minute of the time left runs out, and at the end itself:
 * `useNow`'s ticks fall on the clock's minutes, which would bring a site's button back up to a
 * minute late.
 */
export const useTimeLeft = (until: string | null): number => {
  const clock = useClock()
  const end = parseServerDate(until)
  const [now, setNow] = useState(() => clock.now())
  // A layout effect, as `useNow`'s: the next change is scheduled by the time the screen shows this one.
  useLayoutEffect(() => {
    setNow(clock.now())
    if (end === null) return
    let cancel = () => {}
    const follow = (current: number) => {
      const left = end - current
      if (left <= 0) return
      cancel = clock.schedule(nextChangeIn(left), () => {
        const next = clock.now()
        setNow(next)
        follow(next)
      })
    }
    follow(clock.now())
    return () => cancel()
  }, [clock, end])
  return end === null ? 0 : Math.max(end - now, 0)
}
