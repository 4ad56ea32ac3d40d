import { type RankingSeasonsLoad, Rankings, type RankingsLoad } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useLoad } from "./useLoad.ts"

/**
 * The rankings section: the running season's lists first, then whichever archived month the visitor
 * picks. The seasons load once; each choice loads that season's lists, filtered and numbered on the page.
 */
const RankingsScreen = () => {
  const { api } = usePortalServices()
  // Absent means the running season, asked for without a name so it shows before the seasons load.
  const [season, setSeason] = useState<string | undefined>(undefined)
  const known = useLoad("ranking-seasons", () => Effect.runPromise(api.getRankingSeasons()))
  const lists = useLoad(`rankings-${season ?? "current"}`, () =>
    Effect.runPromise(api.getTopRankingsList(season === undefined ? {} : { season })),
  )
  const rankings: RankingsLoad = lists.status === "loaded" ? { status: "loaded", lists: lists.value } : lists
  const seasons: RankingSeasonsLoad =
    known.status === "loaded" ? { status: "loaded", seasons: known.value } : known
  return (
    <Rankings
      rankings={rankings}
      seasons={seasons}
      season={season}
      onSeasonChange={(next) =>
        setSeason(known.status === "loaded" && next === known.value.current ? undefined : next)
      }
    />
  )
}

export default RankingsScreen
