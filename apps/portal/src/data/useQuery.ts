import type { LoadState } from "@gatehouse/ui"
import { use, useCallback, useEffect, useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ApiQuery } from "./apiQuery.ts"

/** A read as a screen shows it, and the way to ask again after a failure. */
export interface QueryView<A> {
  readonly state: LoadState<A>
  readonly retry: () => void
  /**
   * The state holds only the part of the answer its server-rendered page drew (`ApiQuery.pagePart`)
   * until the whole answer is fetched (`retry`): enough for the screen's first view, not for more.
   */
  readonly partial: boolean
}

const none: LoadState<never> = { status: "loading" }
const noSubscription = () => () => {}

/**
 * Shows one API read: the kept answer at once when there is a usable one, otherwise loading until
 * it arrives. Moving to another query (a new page, school or topic) shows that query's own state, so
 * a slow answer to the old one never replaces the new one. On the server the render waits for the
 * answer instead, so the page is sent with its data. `null` reads nothing (a guest's cart).
 */
export const useQuery = <A>(query: ApiQuery<A> | null): QueryView<A> => {
  const { queries } = usePortalServices()
  const key = query?.key
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query; the object is made each render
  const subscribe = useCallback(
    (listener: () => void) => (query ? queries.subscribe(query, listener) : noSubscription()),
    [queries, key],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const snapshot = useCallback(() => (query ? queries.read(query) : none), [queries, key])
  const state = useSyncExternalStore(subscribe, snapshot, snapshot)
  // Every query calls `use` on the server, loaded or not: React matches each `use` of a component to
  // the promise of the same call on its previous attempt, so calls must not come and go.
  if (query && queries.onServer) use(queries.settled(query))
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useEffect(() => {
    if (query) queries.ensure(query)
  }, [queries, key])
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const retry = useCallback(() => {
    if (query) queries.refetch(query)
  }, [queries, key])
  return { state, retry, partial: query !== null && queries.isPartial(query) }
}
