import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PublicReads } from "../cache/PublicReads.ts"
import { Rankings } from "../rankings/Rankings.ts"

/** The boards of a season and the list of seasons, from memory; a player's own places, read for them. */
export const RankingsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "rankings",
  Effect.fn(function* (handlers) {
    const reads = yield* PublicReads
    const rankings = yield* Rankings
    return handlers
      .handle("getTopRankingsList", ({ query }) => reads.rankings(query.season))
      .handle("getRankingSeasons", () => reads.rankingSeasons)
      .handle("getMyRankings", ({ query }) =>
        Effect.flatMap(CurrentUser, (user) => rankings.placesOf(user.UserNum, query.season)),
      )
  }),
)
