import { RankingsResponse } from "@gatehouse/domain"
import { HttpApiEndpoint } from "effect/http-api"
import { contractGroup } from "./group.ts"

/** This month's top 100 per ranking tab. */
export class RankingsGroup extends contractGroup("rankings").add(
  HttpApiEndpoint.get("getTopRankingsList", "/get-top-rankings-list", { success: RankingsResponse }),
) {}
