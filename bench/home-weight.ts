import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { constants, gzipSync } from "node:zlib"

/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the benchmark reads it. */
interface ManifestChunk {
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

export interface HomeWeight {
  readonly js: ReadonlyArray<LoadedFile>
  readonly css: ReadonlyArray<LoadedFile>
}

/**
 * The files a browser must fetch before the home route runs: the HTML entry's script, every chunk it
 * imports statically (recursively) and their stylesheets. Lazy chunks (`dynamicImports`) are left out,
 * because the home route does not wait for them.
 */
const filesLoadedByEntry = (manifest: Record<string, ManifestChunk>) => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith(".html"))
  if (!entryKey) throw new Error("The build manifest has no HTML entry")
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)
  return { js: [...js], css: [...css] }
}

const measure = async (distDir: string, file: string): Promise<LoadedFile> => {
  const content = await readFile(join(distDir, file))
  // Level 9, as Vite reports gzip sizes; servers that compress harder or softer move the numbers slightly.
  const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).byteLength
  return { file, bytes: content.byteLength, gzipBytes }
}

/** Reads the portal build in `distDir` (built with its Vite manifest) and weighs the home route. */
export const measureHomeWeight = async (distDir: string): Promise<HomeWeight> => {
  const manifestPath = join(distDir, ".vite", "manifest.json")
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>
  const files = filesLoadedByEntry(manifest)
  return {
    js: await Promise.all(files.js.map((file) => measure(distDir, file))),
    css: await Promise.all(files.css.map((file) => measure(distDir, file))),
  }
}

export const totalGzipBytes = (files: ReadonlyArray<LoadedFile>) =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0)
