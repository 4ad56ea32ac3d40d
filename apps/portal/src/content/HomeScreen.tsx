import { rankingEndpoints } from "@gatehouse/api-client"
import type { SchoolFilter } from "@gatehouse/domain"
import { Home, type LevelRankingLoad, unclaimedTerritories } from "@gatehouse/ui"
import { useState } from "react"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

/**
 * The home page. Spec §2: the level-ranking widget reloads its list each time the school changes;
 * the widget animates the new list open when it arrives.
 */
const HomeScreen = () => {
  const [school, setSchool] = useState<SchoolFilter>("all")
  const { state, retry } = useQuery(apiQuery(rankingEndpoints, "getTopRankingsList", {}))
  const ranking: LevelRankingLoad =
    state.status === "loaded" ? { status: "loaded", value: state.value.toplevelside } : state
  return (
    <Home
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
