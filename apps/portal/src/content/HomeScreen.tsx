import { rankingEndpoints } from "@gatehouse/api-client"
import { homeRankingPart, type SchoolFilter } from "@gatehouse/domain"
import { Home, type LevelRankingLoad, unclaimedTerritories } from "@gatehouse/ui"
import { useState } from "react"
import { apiQuery, withPagePart } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

/**
 * The home page. Spec §2: the level-ranking widget reloads its list each time the school changes;
 * the widget animates the new list open when it arrives. Rendered on the server, the page carries
 * only the rows the widget can show (`homeRankingPart`), not all five lists.
 */
const HomeScreen = () => {
  const [school, setSchool] = useState<SchoolFilter>("all")
  const { state, retry } = useQuery(
    withPagePart(apiQuery(rankingEndpoints, "getTopRankingsList", {}), homeRankingPart),
  )
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
