import { Downloads, type Loadable } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { type LoadState, useLoad } from "./useLoad.ts"

const toLoadable = <A,>(state: LoadState<ReadonlyArray<A>>): Loadable<A> =>
  state.status === "loaded" ? { status: "loaded", value: state.value } : state

/**
 * The downloads section (/download and /downloads): the links and the System Requirement table, both
 * kept for an hour in the downloads cache (spec §4); the refresh action clears it and loads again.
 */
const DownloadsScreen = () => {
  const { api } = usePortalServices()
  const cache = contentCachesFor(api).downloads
  const [round, setRound] = useState(0)
  const downloads = useLoad(`downloads-${round}`, () =>
    cache.load("downloads", () => Effect.runPromise(api.getDownloadsAll()).then((response) => response.data)),
  )
  const requirements = useLoad(`requirements-${round}`, () =>
    cache.load("requirements", () =>
      Effect.runPromise(api.getSystemRequirements()).then((response) => response.data),
    ),
  )
  return (
    <Downloads
      downloads={toLoadable(downloads)}
      requirements={toLoadable(requirements)}
      isRefreshing={downloads.status === "loading"}
      onRefresh={() => {
        cache.clear()
        setRound((current) => current + 1)
      }}
    />
  )
}

export default DownloadsScreen
