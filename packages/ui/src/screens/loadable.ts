/** Something a screen shows once it is loaded: loading, failed, or loaded with its value. */
export type LoadState<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly value: A }

/** A list a screen shows once it is loaded. Screens share this one shape. */
export type Loadable<A> = LoadState<ReadonlyArray<A>>
