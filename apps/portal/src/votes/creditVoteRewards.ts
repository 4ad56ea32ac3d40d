import type { VoteRecord } from "@gatehouse/api-client"
import {
  balancesOfSession,
  currencyOfSection,
  isLoggedIn,
  sumAmounts,
  voteRewardCurrency,
  withBalances,
} from "@gatehouse/domain"
import type { PortalServices } from "../app/PortalServices.tsx"

/** The session's balance votes are rewarded in (Milleage). */
const rewardBalance = currencyOfSection(voteRewardCurrency.section)

/**
 * Adds the rewards of votes that arrived to the session's balance, so the header and sidebar show
 * them at once. GET /votes answers no balances (a money answer would replace them outright, as
 * `storeBalances` does); the site's reward is what the server credited, and the next money answer
 * or login brings the server's own figure.
 */
export const creditVoteRewards = (
  services: Pick<PortalServices, "session">,
  votes: ReadonlyArray<VoteRecord>,
): void => {
  const total = sumAmounts(votes.map((vote) => vote.reward))
  const session = services.session.getSnapshot()
  if (total <= 0 || !isLoggedIn(session)) return
  const held = balancesOfSession(session.user)
  const after = { ...held, [rewardBalance]: sumAmounts([held[rewardBalance], total]) }
  services.session.set(withBalances(session, after.coin, after.point))
}
