import { rankingEndpoints } from "@gatehouse/api-client"
import { homeRankingPart, type SchoolFilter } from "@gatehouse/domain"
import { Home, type LevelRankingLoad, type LoadState, unclaimedTerritories } from "@gatehouse/ui"
import { useState } from "react"
import { apiQuery, withPagePart } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import { homeEventsQuery, homeNewsCount, homeNewsQuery, serverStatusQuery } from "./homeQueries.ts"

/** A loaded answer's list, or the same loading or failed state. */
const listOf = <A, B>(
  state: LoadState<A>,
  pick: (value: A) => ReadonlyArray<B>,
): LoadState<ReadonlyArray<B>> =>
  state.status === "loaded" ? { status: "loaded", value: pick(state.value) } : state

/**
 * The home page. Spec §2: the level-ranking widget reloads its list each time the school changes;
 * the widget animates the new list open when it arrives. Rendered on the server with all it draws
 * (docs/home.md), each read carrying only what the page shows: the widget's rows
 * (`homeRankingPart`), three headlines without their articles, the next events and the server's
 * status. A status that cannot be read shows nothing, as without a game link.
 */
const HomeScreen = () => {
  const [school, setSchool] = useState<SchoolFilter>("all")
  const { state, retry } = useQuery(
    withPagePart(apiQuery(rankingEndpoints, "getTopRankingsList", {}), homeRankingPart),
  )
  const news = useQuery(homeNewsQuery).state
  const events = useQuery(homeEventsQuery).state
  const status = useQuery(serverStatusQuery).state
  const ranking: LevelRankingLoad = listOf(state, (value) => value.toplevelside)
  return (
    <Home
      news={listOf(news, (value) => value.data.slice(0, homeNewsCount))}
      events={listOf(events, (value) => value.events)}
      serverStatus={status.status === "loaded" ? status.value.status : null}
      ranking={ranking}
      school={school}
      onSchoolChange={(next) => {
        setSchool(next)
        retry()
      }}
      territories={unclaimedTerritories}
    />
  )
}

export default HomeScreen
