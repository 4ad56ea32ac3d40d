import { AcknowledgeBalancesResponse, GameLinkReport } from "../../schemas/staff/gameLink.ts"
import { contractCalls } from "../contractCalls.ts"

/** The administrators' game link page: the reconciliation report and acknowledging balances. */
export const gameLinkEndpoints = contractCalls({
  getGameLinkReport: {
    method: "GET",
    path: "/staff/gamelink",
    payload: "none",
    success: GameLinkReport,
    requiresAuth: true,
  },
  acknowledgeGameBalances: {
    method: "POST",
    path: "/staff/gamelink/acknowledge",
    payload: "none",
    success: AcknowledgeBalancesResponse,
    requiresAuth: true,
  },
})
