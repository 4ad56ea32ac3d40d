import { useClock } from "@gatehouse/ui"
import { useCallback, useEffect, useRef, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ApiQuery } from "../data/apiQuery.ts"

/**
 * After a vote the page is read again every 30 s for five minutes: toplists send their postback
 * within a minute or two, and the page says to expect it "within a few minutes".
 */
export const voteRecheck = { everyMs: 30_000, forMs: 5 * 60_000 } as const

interface Watch {
  /** When the page stops reading again by itself. */
  readonly until: number
  /** The sites voted on whose confirmation has not arrived yet. */
  readonly sites: ReadonlySet<string>
}

/**
 * Watches for the votes the player casts: after each, the page is read again on the clock until
 * every site voted on has confirmed or the time is up. Whenever the tab comes back into view (the
 * player returns from a toplist's tab) the page is read at once.
 */
export const useVoteWatch = (query: ApiQuery<unknown>) => {
  const { queries } = usePortalServices()
  const clock = useClock()
  const [watch, setWatch] = useState<Watch | null>(null)

  const voted = useCallback(
    (siteName: string) =>
      setWatch((last) => ({
        until: clock.now() + voteRecheck.forMs,
        sites: new Set(last?.sites).add(siteName),
      })),
    [clock],
  )

  const confirmed = useCallback(
    (siteNames: ReadonlyArray<string>) =>
      setWatch((last) => {
        if (last === null) return null
        const sites = new Set([...last.sites].filter((site) => !siteNames.includes(site)))
        return sites.size === 0 ? null : { ...last, sites }
      }),
    [],
  )

  // One read at a time, the polls' and the tab's alike: a read still waiting for its answer (or for
  // the player to close the alert a failed one raised) is not asked again, so nothing piles up.
  const reading = useRef<Promise<void> | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query; the object is made each render
  const readAgain = useCallback((): Promise<void> => {
    reading.current ??= queries.refetch(query).finally(() => {
      reading.current = null
    })
    return reading.current
  }, [queries, query.key])

  const until = watch?.until
  useEffect(() => {
    if (until === undefined) return
    let stopped = false
    let cancel = () => {}
    // On the clock from the vote, whatever each answer takes: the reads fall every 30 s.
    const readLater = () => {
      cancel = clock.schedule(voteRecheck.everyMs, () => {
        const isLast = clock.now() + voteRecheck.everyMs > until
        if (!isLast) readLater()
        void readAgain().then(() => {
          // Done waiting, unless a newer vote started a watch of its own meanwhile.
          if (isLast && !stopped) setWatch((last) => (last?.until === until ? null : last))
        })
      })
    }
    readLater()
    return () => {
      stopped = true
      cancel()
    }
  }, [clock, readAgain, until])

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== "hidden") void readAgain()
    }
    // Coming back fires both events; `readAgain` makes one read of them.
    window.addEventListener("focus", onReturn)
    document.addEventListener("visibilitychange", onReturn)
    return () => {
      window.removeEventListener("focus", onReturn)
      document.removeEventListener("visibilitychange", onReturn)
    }
  }, [readAgain])

  return { isWaiting: watch !== null, voted, confirmed }
}
