import { Duration, Effect } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"

/** How often the modal's timer and bar move on. */
const tickMs = 250

/**
 * The find-account processing modal's clock (spec §2, §9: 10 s). `hold` runs a request while the
 * modal is open and lets go when both the request is answered and the time is up, so the answer is
 * told after the modal closes. `elapsedMs` is null while no modal is open.
 */
export const useProcessingWait = (durationMs: number) => {
  const [elapsedMs, setElapsed] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current)
    timer.current = null
  }, [])
  useEffect(() => stop, [stop])

  const hold = useCallback(
    <A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E> =>
      Effect.gen(function* () {
        const started = Date.now()
        setElapsed(0)
        timer.current = setInterval(() => setElapsed(Date.now() - started), tickMs)
        const [answer] = yield* Effect.all([work, Effect.sleep(Duration.millis(durationMs))], {
          concurrency: "unbounded",
        })
        return answer
      }).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            stop()
            setElapsed(null)
          }),
        ),
      ),
    [durationMs, stop],
  )

  return { elapsedMs, hold }
}
