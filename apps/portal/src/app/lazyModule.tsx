import { type ComponentType, createContext, lazy, useContext } from "react"

/**
 * The portal's parts that load on demand, each its own chunk (with its own stylesheet), so a page
 * downloads only the frame and what it shows. Listed by file through Vite's glob, so the file named
 * here is the very one the build splits off, and the server can look it up in the build's manifest.
 */
const loaders = import.meta.glob<Record<string, ComponentType<never>>>([
  "../accounts/*Screen.tsx",
  "../console/ConsoleScreen.tsx",
  "../content/*Screen.tsx",
  "../economy/*Screen.tsx",
  "../economy/ShopSidebar.tsx",
  "../login/LoginPageContainer.tsx",
  "../login/WelcomeBoxContainer.tsx",
  "../screens/*Screen.tsx",
  "../support/*Screen.tsx",
])

/**
 * Collects, during a server render, the source files of the parts the page showed (`src/…`), so the
 * server can send their stylesheets and scripts with the page instead of after its JavaScript.
 */
export const RenderedModules = createContext<Set<string> | null>(null)

/** `../content/NewsScreen.tsx` as the build's manifest names it: `src/content/NewsScreen.tsx`. */
const sourcePathOf = (file: string) => `src/${file.replace(/^\.\.\//, "")}`

/**
 * A component of a file of `loaders` (a path relative to this folder), its default export unless
 * named, loaded when first shown.
 */
export const lazyModule = <Props extends object>(file: string, name = "default"): ComponentType<Props> => {
  const load = loaders[file]
  if (load === undefined) throw new Error(`${file} is not one of the portal's parts loaded on demand`)
  const Lazy = lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as ComponentType<Props> })),
  )
  const source = sourcePathOf(file)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React's own lazy is
  const OnDemand = (props: Props) => {
    useContext(RenderedModules)?.add(source)
    return <Lazy {...props} />
  }
  OnDemand.displayName = `OnDemand(${file})`
  return OnDemand
}
