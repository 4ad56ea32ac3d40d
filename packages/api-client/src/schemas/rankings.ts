import { RankingSeason } from "@gatehouse/domain"
import { Schema } from "effect"

/** GET /get-top-rankings-list?season=YYYY-MM: without a season, the current one. */
export const RankingsQuery = { season: Schema.optionalKey(RankingSeason) } as const

/** GET /get-ranking-seasons: the running season and every archived one, newest first. */
export const RankingSeasonsResponse = Schema.Struct({
  current: RankingSeason,
  archives: Schema.Array(RankingSeason),
})
export type RankingSeasonsResponse = typeof RankingSeasonsResponse.Type
