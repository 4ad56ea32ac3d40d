import { contentEndpoints } from "@gatehouse/api-client"
import { ServerInfo, type ServerInfoLoad } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

/**
 * The serverinfo section (/serverinfo): the operator's single picture and its description. A retry
 * after a failure asks the server again.
 */
const ServerInfoScreen = () => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getServerInfo"))
  const info: ServerInfoLoad =
    state.status === "loaded"
      ? {
          status: "loaded",
          value: { imageUrl: state.value.data.img_url, description: state.value.data.description },
        }
      : state
  return <ServerInfo info={info} onRetry={retry} />
}

export default ServerInfoScreen
