import type { VotePageView, VoteRecord } from "@gatehouse/api-client"
import { type LoadState, useClock } from "@gatehouse/ui"
import { useEffect, useRef, useState } from "react"
import { arrivedVotes, voteKey } from "./arrivedVotes.ts"

const none: ReadonlyArray<VoteRecord> = []

/**
 * The votes confirmed while the page is open, newest first, each handed once to `onArrival` as the
 * read that shows it comes in. The first read shown only tells what was there before.
 */
export const useArrivedVotes = (
  state: LoadState<VotePageView>,
  onArrival: (votes: ReadonlyArray<VoteRecord>) => void,
): ReadonlyArray<VoteRecord> => {
  const clock = useClock()
  const [openedAt] = useState(() => clock.now())
  const [arrived, setArrived] = useState(none)
  const seen = useRef<ReadonlySet<string> | null>(null)
  // Each read is looked at once, however often its effect runs (React's strict mode runs it twice).
  const lastRead = useRef<VotePageView | null>(null)
  const read = state.status === "loaded" ? state.value : null
  useEffect(() => {
    if (read === null || read === lastRead.current) return
    lastRead.current = read
    const fresh = seen.current === null ? none : arrivedVotes(read.recent, seen.current, openedAt)
    seen.current = new Set([...(seen.current ?? []), ...read.recent.map(voteKey)])
    if (fresh.length === 0) return
    setArrived((last) => [...fresh, ...last])
    onArrival(fresh)
  }, [read, openedAt, onArrival])
  return arrived
}
