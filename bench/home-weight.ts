import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { constants, gzipSync } from "node:zlib"

/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the benchmark reads it. */
export interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

export interface LoadedFile {
  readonly file: string
  readonly bytes: number
  readonly gzipBytes: number
}

export interface RouteFiles {
  readonly js: ReadonlyArray<LoadedFile>
  readonly css: ReadonlyArray<LoadedFile>
}

export interface HomeWeight {
  /** What runs before anything shows: the entry script, its static imports and their styles. */
  readonly firstRender: RouteFiles
  /** Everything the home route downloads: the first render plus the home screen's lazy chunk. */
  readonly complete: RouteFiles
}

/** The home screen's module, whose lazy chunk every visit to / downloads right after the entry. */
const homeScreenModule = "src/content/HomeScreen.tsx"

/**
 * The files a chunk needs, recursively through its static imports, with their stylesheets; `seen`
 * lets a second walk add only what the first did not already fetch.
 */
export const collectChunkFiles = (
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen: { readonly js: Set<string>; readonly css: Set<string> },
) => {
  const chunk = manifest[key]
  if (!chunk || seen.js.has(chunk.file)) return
  seen.js.add(chunk.file)
  for (const sheet of chunk.css ?? []) seen.css.add(sheet)
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, seen)
}

/**
 * The files of the first render (the HTML entry's script and its static imports) and of the complete
 * home route (plus the home screen's lazy chunk and what it imports).
 */
const filesLoadedByHome = (manifest: Record<string, ManifestChunk>) => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith(".html"))
  if (!entryKey) throw new Error("The build manifest has no HTML entry")
  const homeKey = Object.keys(manifest).find((key) => key.endsWith(homeScreenModule))
  if (!homeKey) throw new Error(`The build manifest has no chunk for ${homeScreenModule}`)
  const seen = { js: new Set<string>(), css: new Set<string>() }
  collectChunkFiles(manifest, entryKey, seen)
  const firstRender = { js: [...seen.js], css: [...seen.css] }
  collectChunkFiles(manifest, homeKey, seen)
  return { firstRender, complete: { js: [...seen.js], css: [...seen.css] } }
}

export const measureFile = async (distDir: string, file: string): Promise<LoadedFile> => {
  const content = await readFile(join(distDir, file))
  // Level 9, as Vite reports gzip sizes; servers that compress harder or softer move the numbers slightly.
  const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).byteLength
  return { file, bytes: content.byteLength, gzipBytes }
}

const measureFiles = async (
  distDir: string,
  files: { readonly js: ReadonlyArray<string>; readonly css: ReadonlyArray<string> },
): Promise<RouteFiles> => ({
  js: await Promise.all(files.js.map((file) => measureFile(distDir, file))),
  css: await Promise.all(files.css.map((file) => measureFile(distDir, file))),
})

/** Reads the portal build in `distDir` (built with its Vite manifest) and weighs the home route. */
export const measureHomeWeight = async (distDir: string): Promise<HomeWeight> => {
  const manifestPath = join(distDir, ".vite", "manifest.json")
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>
  const files = filesLoadedByHome(manifest)
  return {
    firstRender: await measureFiles(distDir, files.firstRender),
    complete: await measureFiles(distDir, files.complete),
  }
}

export const totalGzipBytes = (files: ReadonlyArray<LoadedFile>) =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0)
