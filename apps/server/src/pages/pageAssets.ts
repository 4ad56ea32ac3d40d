import { createHash } from "node:crypto"
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

/**
 * The boot module as a rendered page carries it: its code, written into the page's head, and the
 * hash of that exact text, by which the page's script policy lets it run. Written in, it costs the
 * page about 1 kB and saves a request that a phone on a slow connection would make on a connection
 * of its own before the page's first paint.
 */
export interface BootModule {
  readonly source: string
  /** The CSP source expression of `source` (`'sha256-…'`). */
  readonly hash: string
}

/** A CSP hash source for an inline script or style whose text is exactly `text`. */
export const cspHashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * Reads the built boot module (`boot`, as `assetsOf` names it) once; none when it cannot be read or
 * could not sit inside a `<script>` element (its text would close the element early).
 */
export const loadBootModule = (portalDir: string): ((boot: string) => Promise<BootModule | undefined>) => {
  const loaded = new Map<string, Promise<BootModule | undefined>>()
  return (boot) => {
    let module = loaded.get(boot)
    if (module === undefined) {
      module = readFile(path.join(portalDir, boot), "utf8").then(
        (source) => (/<\/script/i.test(source) ? undefined : { source, hash: cspHashOf(source) }),
        () => undefined,
      )
      loaded.set(boot, module)
    }
    return module
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
