import { MyRankingsResponse, RankingsResponse } from "@gatehouse/domain"
import { HttpApiEndpoint } from "effect/http-api"
import { RankingSeasonsResponse, RankingsQuery } from "../schemas/rankings.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The `season` query of both rankings reads. */
const seasonParameter = {
  season:
    "The season as `YYYY-MM` (a calendar month in the game's time zone); the running season when absent.",
}

/** The example character, as every answer names it. */
const swiftArrow = { ChaNum: 5521, ChaName: "SwiftArrow", ChaLevel: 187, ChaClass: 4, ChaSchool: 1 }

/** The example character as a board lists it. */
const swiftArrowRanked = {
  ...swiftArrow,
  ChaPKScore: 312,
  ChaPKDeath: 40,
  ChaMMR: 1830,
  ChaMoney: 98000000,
  ChaLevelUpDate: "2026-05-20T13:45:00.000Z",
}

export class RankingsGroup extends contractGroup(
  "rankings",
  "The top 100 per ranking tab of a monthly season (this month unless `season` names another).",
).add(
  HttpApiEndpoint.get("getTopRankingsList", "/get-top-rankings-list", {
    query: RankingsQuery,
    success: RankingsResponse,
  }).annotateMerge(
    described(
      "Read the rankings",
      "The season's top 100 on each board (`topmmr`, `toppk`, `toplevel`, `topmoney`; `toplevelside` repeats the level board). Seasons are calendar months in the game's time zone (`GAME_TIME_ZONE`, Manila by default); a character ranks in a season when it played in it. A season with no archive answers five empty lists; a malformed `season` is a 400.",
      seasonParameter,
      {
        answer: {
          topmmr: [swiftArrowRanked],
          toppk: [swiftArrowRanked],
          toplevel: [swiftArrowRanked],
          topmoney: [swiftArrowRanked],
          toplevelside: [swiftArrowRanked],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getRankingSeasons", "/get-ranking-seasons", {
    success: RankingSeasonsResponse,
  }).annotateMerge(
    described(
      "List the ranking seasons",
      "The running season and the archived ones, newest first.",
      {},
      { answer: { current: "2026-05", archives: ["2026-04", "2026-03"] } },
    ),
  ),
  HttpApiEndpoint.get("getMyRankings", "/get-my-rankings", {
    query: RankingsQuery,
    success: MyRankingsResponse,
  })
    .annotateMerge(
      described(
        "Find my characters' places",
        "The caller's characters (deleted ones left out), best level first, each with its place on every board in the season, even past the top 100 in the running season; `null` where it does not rank (for a past season: not in that month's top 100).",
        seasonParameter,
        {
          answer: {
            characters: [
              {
                ...swiftArrow,
                places: { topmmr: 12, toppk: 3, toplevel: 134, topmoney: null },
              },
            ],
          },
        },
      ),
    )
    .middleware(Authorization),
) {}
