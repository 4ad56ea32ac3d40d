import type { SchoolFilter } from "@gatehouse/domain"
import { Home, type LevelRankingLoad, unclaimedTerritories } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useLoad } from "./useLoad.ts"

/**
 * The home page. Spec §2: the level-ranking widget reloads its list each time the school changes;
 * the widget animates the new list open when it arrives.
 */
const HomeScreen = () => {
  const { api } = usePortalServices()
  const [school, setSchool] = useState<SchoolFilter>("all")
  const side = useLoad(`level-${school}`, () =>
    Effect.runPromise(api.getTopRankingsList({})).then((response) => response.toplevelside),
  )
  const ranking: LevelRankingLoad = side.status === "loaded" ? { status: "loaded", rows: side.value } : side
  return (
    <Home ranking={ranking} school={school} onSchoolChange={setSchool} territories={unclaimedTerritories} />
  )
}

export default HomeScreen
