import { RankingsResponse } from "@gatehouse/domain"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

/** This month's top 100 per ranking tab. */
export class RankingsGroup extends HttpApiGroup.make("rankings").add(
  HttpApiEndpoint.get("getTopRankingsList", "/get-top-rankings-list", { success: RankingsResponse }),
) {}
