import { readFile } from "node:fs/promises"
import * as path from "node:path"

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as pages need it. */
interface ManifestChunk {
  readonly file: string
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
  readonly isEntry?: boolean
}

type Manifest = Readonly<Record<string, ManifestChunk>>

/** What a rendered page needs beyond the entry the shell already loads: its parts' styles and scripts. */
export interface PageAssets {
  readonly stylesheets: ReadonlyArray<string>
  readonly scripts: ReadonlyArray<string>
  /** The module that loads the entry and those scripts once the page has painted; none in an older build. */
  readonly boot?: string
}

/** The portal's boot module as the build's manifest names it (the portal's `src/boot.ts`). */
const bootKey = "src/boot.ts"

/**
 * The styles and scripts of the parts a page showed (its screen, the shop's sidebar), with those of
 * everything they import, minus what the entry loads already. Sent in the head, the styles paint the
 * page as the server rendered it before any JavaScript runs, and the scripts download beside the
 * entry instead of after it.
 */
export const assetsOf = (manifest: Manifest, modules: ReadonlyArray<string>): PageAssets => {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key !== bootKey)
  const loadedByEntry = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return
    into.add(key)
    for (const imported of manifest[key]?.imports ?? []) walk(imported, into)
  }
  for (const key of entryKeys) walk(key, loadedByEntry)

  const needed = new Set<string>()
  for (const module of modules) if (manifest[module] !== undefined) walk(module, needed)
  const chunks = [...needed].filter((key) => !loadedByEntry.has(key)).flatMap((key) => manifest[key] ?? [])
  const boot = manifest[bootKey]?.file
  return {
    stylesheets: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    ...(boot === undefined ? {} : { boot: `/${boot}` }),
  }
}

/** The portal build's manifest, read once; none when the build has no manifest. */
export const loadManifest = (portalDir: string): (() => Promise<Manifest>) => {
  let loaded: Promise<Manifest> | undefined
  return () => {
    loaded ??= readFile(path.join(portalDir, ".vite", "manifest.json"), "utf8").then(
      (text) => JSON.parse(text) as Manifest,
      () => ({}),
    )
    return loaded
  }
}
