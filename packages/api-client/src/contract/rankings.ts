import { RankingsResponse } from "@gatehouse/domain"
import { HttpApiEndpoint } from "effect/http-api"
import { RankingSeasonsResponse, RankingsQuery } from "../schemas/rankings.ts"
import { contractGroup } from "./group.ts"

/** The top 100 per ranking tab of a monthly season (this month unless `season` names another). */
export class RankingsGroup extends contractGroup("rankings").add(
  HttpApiEndpoint.get("getTopRankingsList", "/get-top-rankings-list", {
    query: RankingsQuery,
    success: RankingsResponse,
  }),
  HttpApiEndpoint.get("getRankingSeasons", "/get-ranking-seasons", { success: RankingSeasonsResponse }),
) {}
