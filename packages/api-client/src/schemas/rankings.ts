import { Schema } from "effect"

/**
 * A ranking season: one calendar month in Manila time, written `YYYY-MM` ("2026-05"). Seasons start
 * at Manila midnight on the 1st.
 */
export const RankingSeason = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Expected a season as YYYY-MM" })),
)

/** GET /get-top-rankings-list?season=YYYY-MM: without a season, the current one. */
export const RankingsQuery = { season: Schema.optionalKey(RankingSeason) } as const

/** GET /get-ranking-seasons: the running season and every archived one, newest first. */
export const RankingSeasonsResponse = Schema.Struct({
  current: RankingSeason,
  archives: Schema.Array(RankingSeason),
})
export type RankingSeasonsResponse = typeof RankingSeasonsResponse.Type
