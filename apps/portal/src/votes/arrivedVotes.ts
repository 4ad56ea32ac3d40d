import type { VoteRecord } from "@gatehouse/api-client"
import { parseServerDate } from "@gatehouse/domain"

/** A confirmed vote's identity: a site confirms one vote per player at a time. */
export const voteKey = (vote: VoteRecord): string => `${vote.siteName}\n${vote.votedAt}`

/**
 * The votes of a read that arrived while the page was open: not in any read shown before, and
 * confirmed after the page opened. The second test keeps a vote out that came in while the player
 * was elsewhere, which a page shown first from an older kept read would take for new: a money
 * answer read meanwhile (a purchase) already holds its reward.
 */
export const arrivedVotes = (
  recent: ReadonlyArray<VoteRecord>,
  seen: ReadonlySet<string>,
  openedAt: number,
): ReadonlyArray<VoteRecord> =>
  recent.filter((vote) => !seen.has(voteKey(vote)) && (parseServerDate(vote.votedAt) ?? 0) >= openedAt)
