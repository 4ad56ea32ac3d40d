import type { ApiFailure } from "@gatehouse/api-client"
import { Effect } from "effect"
import { type DependencyList, useEffect, useState } from "react"

export type Loaded<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly value: A }

/**
 * Runs a load whenever its inputs change and tells what became of it. An answer that arrives after
 * the inputs changed again (the player moved on to another page) is dropped.
 */
export const useLoaded = <A>(
  load: () => Effect.Effect<A, ApiFailure>,
  deps: DependencyList,
  onFailure?: (failure: ApiFailure) => void,
): Loaded<A> => {
  const [state, setState] = useState<Loaded<A>>({ status: "loading" })
  useEffect(() => {
    let current = true
    setState({ status: "loading" })
    void Effect.runPromise(
      load().pipe(
        Effect.match({
          onSuccess: (value) => {
            if (current) setState({ status: "loaded", value })
          },
          onFailure: (failure) => {
            if (!current) return
            setState({ status: "failed" })
            onFailure?.(failure)
          },
        }),
      ),
    )
    return () => {
      current = false
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps)
  return state
}
