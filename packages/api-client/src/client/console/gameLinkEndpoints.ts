import { AcknowledgeBalancesResponse, GameLinkReport } from "../../schemas/staff/gameLink.ts"
import { endpoint } from "../endpoints.ts"

/** The administrators' game link page: the reconciliation report and acknowledging balances. */
export const gameLinkEndpoints = {
  getGameLinkReport: endpoint({
    method: "GET",
    path: "/staff/gamelink",
    payload: "none",
    success: GameLinkReport,
    requiresAuth: true,
  }),
  acknowledgeGameBalances: endpoint({
    method: "POST",
    path: "/staff/gamelink/acknowledge",
    payload: "none",
    success: AcknowledgeBalancesResponse,
    requiresAuth: true,
  }),
} as const
