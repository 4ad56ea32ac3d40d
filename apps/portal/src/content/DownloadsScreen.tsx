import { contentEndpoints } from "@gatehouse/api-client"
import { Downloads } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { listOf } from "../data/listOf.ts"
import { useQuery } from "../data/useQuery.ts"
import { useRefresh } from "../data/useRefresh.ts"

/**
 * The downloads section (/download and /downloads): the links and the System Requirement table, both
 * kept for an hour (spec §4); the refresh action forgets the kept answers and loads again.
 */
const DownloadsScreen = () => {
  const downloads = useQuery(apiQuery(contentEndpoints, "getDownloadsAll")).state
  const requirements = useQuery(apiQuery(contentEndpoints, "getSystemRequirements")).state
  const { isRefreshing, refresh } = useRefresh()
  return (
    <Downloads
      downloads={listOf(downloads)}
      requirements={listOf(requirements)}
      isRefreshing={isRefreshing || downloads.status === "loading"}
      onRefresh={refresh}
    />
  )
}

export default DownloadsScreen
