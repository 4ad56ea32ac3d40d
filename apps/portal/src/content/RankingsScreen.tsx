import { Rankings, type RankingsLoad } from "@gatehouse/ui"
import { Effect } from "effect"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useLoad } from "./useLoad.ts"

/** The rankings section: the running season's lists, filtered and numbered on the page. */
const RankingsScreen = () => {
  const { api } = usePortalServices()
  const lists = useLoad("rankings", () => Effect.runPromise(api.getTopRankingsList({})))
  const rankings: RankingsLoad = lists.status === "loaded" ? { status: "loaded", lists: lists.value } : lists
  return <Rankings rankings={rankings} />
}

export default RankingsScreen
