import type { ApiClient } from "@gatehouse/api-client"
import type { Loadable } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { useLoad } from "./useLoad.ts"

/** A list as a screen shows it, and the way to load it again after a failure. */
export interface CachedList<A> {
  readonly list: Loadable<A>
  readonly retry: () => void
}

/**
 * Loads a list the portal keeps for an hour in the downloads cache (spec §4): the download links and
 * system requirements, and the media and community links, which change as rarely. A failed load is not
 * cached, so `retry` asks again; after the cache is cleared, `retry` fetches afresh.
 */
export const useCachedList = <A, E>(
  key: string,
  request: (api: ApiClient) => Effect.Effect<{ readonly data: ReadonlyArray<A> }, E>,
): CachedList<A> => {
  const { api } = usePortalServices()
  const cache = contentCachesFor(api).downloads
  const [round, setRound] = useState(0)
  const state = useLoad(`${key}-${round}`, () =>
    cache.load(key, () => Effect.runPromise(request(api)).then((response) => response.data)),
  )
  return {
    list: state.status === "loaded" ? { status: "loaded", value: state.value } : state,
    retry: () => setRound((current) => current + 1),
  }
}
