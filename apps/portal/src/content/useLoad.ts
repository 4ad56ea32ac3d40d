import { useEffect, useState } from "react"

/** A load's state as the screens show it. */
export type LoadState<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly value: A }

/**
 * Runs `load` whenever `key` changes (a new topic, a new school, a refresh) and tracks its state. An
 * answer that arrives after the key moved on is dropped, so a slow old answer never replaces a new one.
 */
export const useLoad = <A>(key: string, load: () => Promise<A>): LoadState<A> => {
  const [state, setState] = useState<{ readonly key: string; readonly state: LoadState<A> }>({
    key,
    state: { status: "loading" },
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the load; `load` is a fresh closure each render
  useEffect(() => {
    let current = true
    setState({ key, state: { status: "loading" } })
    load().then(
      (value) => current && setState({ key, state: { status: "loaded", value } }),
      () => current && setState({ key, state: { status: "failed" } }),
    )
    return () => {
      current = false
    }
  }, [key])
  return state.key === key ? state.state : { status: "loading" }
}
