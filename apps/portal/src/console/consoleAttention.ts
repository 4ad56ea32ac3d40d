import type { ConsoleCounts } from "@gatehouse/api-client/console"
import { type ConsolePageSlug, consolePageHref } from "@gatehouse/domain"
import { type AttentionCount, attentionLabels } from "@gatehouse/ui/console"

/** The page where each count is dealt with. */
const countPages: Readonly<Record<keyof ConsoleCounts, ConsolePageSlug>> = {
  openTickets: "tickets",
  pendingWhitelist: "whitelist",
  waitingInGame: "gamelink",
  paymentsToCheck: "payments",
}

/** The overview's counts, each linking to its page; a count this staff member may not see is left out. */
export const attentionCounts = (counts: ConsoleCounts): ReadonlyArray<AttentionCount> =>
  (Object.keys(countPages) as ReadonlyArray<keyof ConsoleCounts>).flatMap((name) => {
    const count = counts[name]
    return count === null
      ? []
      : [{ count, label: attentionLabels[name], href: consolePageHref(countPages[name]) }]
  })
