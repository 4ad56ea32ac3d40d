import type { Loadable, LoadState } from "@gatehouse/ui"
import { mapLoaded } from "./mapLoaded.ts"

/** The list of an answer shaped `{ data: [...] }`, as the list screens take it. */
export const listOf = <A>(state: LoadState<{ readonly data: ReadonlyArray<A> }>): Loadable<A> =>
  mapLoaded(state, (answer) => answer.data)
