import { rankingEndpoints } from "@gatehouse/api-client"
import { openingRankingLists, openingRankingPart } from "@gatehouse/domain"
import { Rankings } from "@gatehouse/ui"
import { useState } from "react"
import { apiQuery, withPagePart } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"

/**
 * The rankings section: the running season's lists first, then whichever archived month the visitor
 * picks. The seasons load once; each choice loads that season's lists, filtered and numbered on the page.
 * Rendered on the server, the page carries only the opening tab's list (`openingRankingPart`); the
 * whole answer is fetched when the player opens another tab, which shows the spinner until it arrives.
 * Fetched at once instead, decoding and drawing it again held a phone's main thread just as the page
 * came alive.
 */
const RankingsScreen = () => {
  // Absent means the running season, asked for without a name so it shows before the seasons load.
  const [season, setSeason] = useState<string | undefined>(undefined)
  const known = useQuery(apiQuery(rankingEndpoints, "getRankingSeasons")).state
  const {
    state: lists,
    partial,
    retry: fetchAllLists,
  } = useQuery(
    withPagePart(
      apiQuery(rankingEndpoints, "getTopRankingsList", season === undefined ? {} : { season }),
      openingRankingPart,
    ),
  )
  const rankings = mapLoaded(lists, (answer) => (partial ? openingRankingLists(answer) : answer))
  return (
    <Rankings
      rankings={rankings}
      seasons={known}
      season={season}
      onTabChange={() => {
        if (partial) fetchAllLists()
      }}
      onSeasonChange={(next) =>
        setSeason(known.status === "loaded" && next === known.value.current ? undefined : next)
      }
    />
  )
}

export default RankingsScreen
