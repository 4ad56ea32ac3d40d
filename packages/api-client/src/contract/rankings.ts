import { MyRankingsResponse, RankingsResponse } from "@gatehouse/domain"
import { HttpApiEndpoint } from "effect/http-api"
import { RankingSeasonsResponse, RankingsQuery } from "../schemas/rankings.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The top 100 per ranking tab of a monthly season (this month unless `season` names another). */
export class RankingsGroup extends contractGroup("rankings").add(
  HttpApiEndpoint.get("getTopRankingsList", "/get-top-rankings-list", {
    query: RankingsQuery,
    success: RankingsResponse,
  }),
  HttpApiEndpoint.get("getRankingSeasons", "/get-ranking-seasons", { success: RankingSeasonsResponse }),
  /** The signed-in player's own characters and their places in the same season, even past the top 100. */
  HttpApiEndpoint.get("getMyRankings", "/get-my-rankings", {
    query: RankingsQuery,
    success: MyRankingsResponse,
  }).middleware(Authorization),
) {}
