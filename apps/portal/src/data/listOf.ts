import type { Loadable, LoadState } from "@gatehouse/ui"

/** The list of an answer shaped `{ data: [...] }`, as the list screens take it. */
export const listOf = <A>(state: LoadState<{ readonly data: ReadonlyArray<A> }>): Loadable<A> =>
  state.status === "loaded" ? { status: "loaded", value: state.value.data } : state
