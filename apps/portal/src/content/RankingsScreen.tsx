import { rankingEndpoints } from "@gatehouse/api-client"
import { isLoggedIn, openingRankingLists, openingRankingPart } from "@gatehouse/domain"
import { Rankings } from "@gatehouse/ui"
import { useEffect, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { apiQuery, withPagePart } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { useSendToLogin } from "../guests/useSendToLogin.ts"
import { useSession } from "../session/useSession.ts"
import { whenIdle } from "./whenIdle.ts"

/**
 * The rankings section: the running season's lists first, then whichever archived month the visitor
 * picks. The seasons load once; each choice loads that season's lists, filtered and numbered on the page.
 * Rendered on the server, the page carries only the opening tab's list (`openingRankingPart`); the
 * whole answer is fetched once the page is alive and the browser is idle, so another tab opens at
 * once from it (or at once when a tab is opened before then). Fetched as the page came alive, decoding
 * and drawing it held a phone's main thread just when the player's first taps came.
 * "Find my character" reads the player's own places in the same season; a guest is sent to log in.
 */
const RankingsScreen = () => {
  // Absent means the running season, asked for without a name so it shows before the seasons load.
  const [season, setSeason] = useState<string | undefined>(undefined)
  const [findMine, setFindMine] = useState(false)
  const session = useSession()
  const services = usePortalServices()
  const sendToLogin = useSendToLogin()
  const seasonInput = season === undefined ? {} : { season }
  const known = useQuery(apiQuery(rankingEndpoints, "getRankingSeasons")).state
  const {
    state: lists,
    partial,
    retry: fetchAllLists,
  } = useQuery(
    withPagePart(apiQuery(rankingEndpoints, "getTopRankingsList", seasonInput), openingRankingPart),
  )
  const mine = useQuery(
    findMine && isLoggedIn(session) ? apiQuery(rankingEndpoints, "getMyRankings", seasonInput) : null,
  ).state
  const rankings = mapLoaded(lists, (answer) => (partial ? openingRankingLists(answer) : answer))

  useEffect(() => (partial ? whenIdle(fetchAllLists) : undefined), [partial, fetchAllLists])

  return (
    <Rankings
      rankings={rankings}
      seasons={known}
      season={season}
      mine={findMine && isLoggedIn(session) ? mapLoaded(mine, (answer) => answer.characters) : undefined}
      onFindMine={() => {
        if (isLoggedIn(services.session.getSnapshot())) setFindMine(true)
        else sendToLogin()
      }}
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
