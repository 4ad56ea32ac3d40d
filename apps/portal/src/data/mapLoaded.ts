import type { LoadState } from "@gatehouse/ui"

/** The same read with its answer shaped for the screen; loading and failed stay as they are. */
export const mapLoaded = <A, B>(state: LoadState<A>, shape: (answer: A) => B): LoadState<B> =>
  state.status === "loaded" ? { status: "loaded", value: shape(state.value) } : state
