import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PublicReads } from "../cache/PublicReads.ts"

/** The boards of a season and the list of seasons, from memory. */
export const RankingsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "rankings",
  Effect.fn(function* (handlers) {
    const reads = yield* PublicReads
    return handlers
      .handle("getTopRankingsList", ({ query }) => reads.rankings(query.season))
      .handle("getRankingSeasons", () => reads.rankingSeasons)
  }),
)
