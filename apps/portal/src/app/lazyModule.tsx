import { type ComponentType, createContext, lazy, useContext } from "react"

/**
 * The portal's parts that load on demand, each its own chunk (with its own stylesheet), so a page
 * downloads only the frame and what it shows. Listed by file through Vite's glob, so the file named
 * here is the very one the build splits off, and the server can look it up in the build's manifest.
 */
type PartModule = Record<string, ComponentType<never>>

const loaders = import.meta.glob<PartModule>([
  "../accounts/*Screen.tsx",
  "../characters/*Screen.tsx",
  "../console/ConsoleScreen.tsx",
  "../content/*Screen.tsx",
  "../economy/*Screen.tsx",
  "../economy/ShopSidebar.tsx",
  "../login/LoginPageContainer.tsx",
  "../login/WelcomeBoxContainer.tsx",
  "../screens/*Screen.tsx",
  "../support/*Screen.tsx",
  "../votes/*Screen.tsx",
])

/**
 * Collects, during a server render, the source files of the parts the page showed (`src/…`), so the
 * server can send their stylesheets and scripts with the page instead of after its JavaScript.
 */
export const RenderedModules = createContext<Set<string> | null>(null)

/** `../content/NewsScreen.tsx` as the build's manifest names it: `src/content/NewsScreen.tsx`. */
const sourcePathOf = (file: string) => `src/${file.replace(/^\.\.\//, "")}`

/** The parts loaded before the first render, by file, so that render need not wait for them. */
const loadedBeforehand = new Map<string, PartModule>()

/**
 * Loads the parts a server-rendered page shows (as its root names them, `src/…`) before the browser
 * takes the page over. Hydration then finds each part ready instead of waiting for it, so nothing
 * the page's first moments change (the login box appearing, the clock) can reach a part still
 * waiting and make React throw its server markup away and draw it again: a flash of empty page.
 */
export const loadParts = (sources: ReadonlyArray<string>): Promise<void> =>
  // A part that fails to load here is loaded again when shown, as any other.
  Promise.allSettled(
    Object.entries(loaders)
      .filter(([file]) => sources.includes(sourcePathOf(file)))
      .map(([file, load]) => load().then((module) => void loadedBeforehand.set(file, module))),
  ).then(() => undefined)

/**
 * A promise of `value` that calls back at once, not on a later tick: React's `lazy` then renders the
 * part in the pass that asked for it (React reads a thenable's answer as soon as it gives one).
 */
const answeredAtOnce = <T,>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point; a real promise answers a tick later
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>

/**
 * A component of a file of `loaders` (a path relative to this folder), its default export unless
 * named, loaded when first shown (or at once, when `loadParts` has it already).
 */
export const lazyModule = <Props extends object>(file: string, name = "default"): ComponentType<Props> => {
  const load = loaders[file]
  if (load === undefined) throw new Error(`${file} is not one of the portal's parts loaded on demand`)
  const component = (module: PartModule) => ({ default: module[name] as unknown as ComponentType<Props> })
  const Lazy = lazy(() => {
    const loaded = loadedBeforehand.get(file)
    return loaded === undefined ? load().then(component) : answeredAtOnce(component(loaded))
  })
  const source = sourcePathOf(file)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React's own lazy is
  const OnDemand = (props: Props) => {
    useContext(RenderedModules)?.add(source)
    return <Lazy {...props} />
  }
  OnDemand.displayName = `OnDemand(${file})`
  return OnDemand
}
