import { useEffect, useState } from "react"

/**
 * The current time, refreshed every `intervalMs` on the interval's boundary (a 1 s clock ticks as
 * the second turns, not somewhere inside it). A `frozen` time stops the clock: stories and visual
 * snapshots pass one so every render shows the same time.
 */
export const useNow = (intervalMs: number, frozen?: Date): Date => {
  const [now, setNow] = useState(() => frozen ?? new Date())

  useEffect(() => {
    if (frozen) return
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const current = Date.now()
      setNow(new Date(current))
      timer = setTimeout(tick, intervalMs - (current % intervalMs))
    }
    tick()
    return () => clearTimeout(timer)
  }, [frozen, intervalMs])

  return frozen ?? now
}
