import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Rankings } from "../rankings/Rankings.ts"

export const RankingsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "rankings",
  Effect.fn(function* (handlers) {
    const rankings = yield* Rankings
    return handlers
      .handle("getTopRankingsList", ({ query }) => rankings.top(query.season))
      .handle("getRankingSeasons", () => rankings.seasons)
  }),
)
