import { MyRankingsResponse, RankingsResponse } from "@gatehouse/domain"
import { Schema } from "effect"
import { RankingSeasonsResponse, RankingsQuery } from "../../schemas/rankings.ts"
import { contractCalls } from "../contractCalls.ts"

/** The rankings, on the home page's widget and the Rankings page, and a player's own places. */
export const rankingEndpoints = contractCalls({
  getTopRankingsList: {
    method: "GET",
    path: "/get-top-rankings-list",
    payload: "query",
    request: Schema.Struct(RankingsQuery),
    success: RankingsResponse,
    requiresAuth: false,
  },
  getRankingSeasons: {
    method: "GET",
    path: "/get-ranking-seasons",
    payload: "none",
    success: RankingSeasonsResponse,
    requiresAuth: false,
  },
  getMyRankings: {
    method: "GET",
    path: "/get-my-rankings",
    payload: "query",
    request: Schema.Struct(RankingsQuery),
    success: MyRankingsResponse,
    requiresAuth: true,
  },
})
