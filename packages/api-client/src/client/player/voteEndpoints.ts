import { VotePageView } from "../../schemas/votes.ts"
import { contractCalls } from "../contractCalls.ts"

/** The Vote page: the toplists with the player's vote addresses and cooldowns. */
export const voteEndpoints = contractCalls({
  getVotePage: { method: "GET", path: "/votes", payload: "none", success: VotePageView, requiresAuth: true },
})
