import { sourcePathOf } from "./lazyModule.tsx"

/**
 * The modules the browser runs, one task each, to take a page over (`main.tsx`), as the build's
 * manifest names them. A rendered page lists them with the parts it shows, so they are fetched
 * together once the page has painted rather than one after another as each step asks for the next.
 */
export const takeoverSources: ReadonlyArray<string> = Object.keys(
  import.meta.glob(["./reactDom.ts", "./makePortalServices.ts", "./App.tsx"]),
).map(sourcePathOf)
