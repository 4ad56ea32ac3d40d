import { Downloads } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { useCachedList } from "./useCachedList.ts"

/**
 * The downloads section (/download and /downloads): the links and the System Requirement table, both
 * kept for an hour in the downloads cache (spec §4); the refresh action clears it and loads again.
 */
const DownloadsScreen = () => {
  const { api } = usePortalServices()
  const downloads = useCachedList("downloads", (client) => client.getDownloadsAll())
  const requirements = useCachedList("requirements", (client) => client.getSystemRequirements())
  return (
    <Downloads
      downloads={downloads.list}
      requirements={requirements.list}
      isRefreshing={downloads.list.status === "loading"}
      onRefresh={() => {
        contentCachesFor(api).downloads.clear()
        downloads.retry()
        requirements.retry()
      }}
    />
  )
}

export default DownloadsScreen
