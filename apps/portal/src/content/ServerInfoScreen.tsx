import { ServerInfo, type ServerInfoLoad } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { type LoadState, useLoad } from "./useLoad.ts"

interface ServerInfoData {
  readonly img_url: string
  readonly description: string
}

const toLoad = (state: LoadState<ServerInfoData>): ServerInfoLoad =>
  state.status === "loaded"
    ? { status: "loaded", value: { imageUrl: state.value.img_url, description: state.value.description } }
    : state

/**
 * The serverinfo section (/serverinfo): the operator's single picture and its description. A retry
 * after a failure asks the server again.
 */
const ServerInfoScreen = () => {
  const { api } = usePortalServices()
  const [round, setRound] = useState(0)
  const info = useLoad(`serverinfo-${round}`, () =>
    Effect.runPromise(api.getServerInfo()).then((response) => response.data),
  )
  return <ServerInfo info={toLoad(info)} onRetry={() => setRound((current) => current + 1)} />
}

export default ServerInfoScreen
