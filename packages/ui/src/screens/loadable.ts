/** A list a screen shows once it is loaded: loading, failed, or loaded. Screens share this one shape. */
export type Loadable<A> =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly value: ReadonlyArray<A> }
