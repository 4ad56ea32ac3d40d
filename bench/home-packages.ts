// The home route's JavaScript split by the package each byte comes from, so that the budget can
// tell the two libraries the stack prescribes (React, Effect) from everything we chose to ship.
// The portal's own build has no source maps (nothing serves them), so the portal is built a second
// time with hidden source maps; that build writes the same bytes under the same names, which is
// checked file by file before anything is attributed.
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { exec, repositoryRoot } from "../scripts/lib/packages.ts"
import type { LoadedFile } from "./home-weight.ts"
import {
  attributeChunk,
  nodeModulesPackage,
  type PackageShare,
  type SourceMap,
  sumShares,
  unmapped,
} from "./package-attribution.ts"

/** The libraries the stack prescribes; every other byte is code we wrote or chose. */
const prescribed: ReadonlyArray<{ readonly group: string; readonly matches: (name: string) => boolean }> = [
  { group: "React", matches: (name) => ["react", "react-dom", "scheduler"].includes(name) },
  { group: "Effect", matches: (name) => name === "effect" || name.startsWith("@effect/") },
]

export const ownGroup = "our own code"

/** "React", "Effect" or our own code, for a package name. */
export const groupOf = (name: string) =>
  prescribed.find((library) => library.matches(name))?.group ?? ownGroup

/** The name in the package.json nearest above `file` (a workspace's own, like `@gatehouse/ui`). */
const nearestPackageName = async (file: string, cache: Map<string, string>): Promise<string> => {
  let dir = dirname(file)
  const visited: Array<string> = []
  while (true) {
    const known = cache.get(dir)
    if (known !== undefined) {
      for (const seen of visited) cache.set(seen, known)
      return known
    }
    visited.push(dir)
    const name = await readFile(join(dir, "package.json"), "utf8").then(
      (text) => (JSON.parse(text) as { name?: string }).name,
      () => undefined,
    )
    const parent = dirname(dir)
    if (name !== undefined || parent === dir) {
      const found = name ?? file
      for (const seen of visited) cache.set(seen, found)
      return found
    }
    dir = parent
  }
}

/**
 * Builds the portal as `npm run build` does, with hidden source maps, into a directory of its own.
 * Vite runs in a process of its own: in this one it would set NODE_ENV=production for every later
 * step (an npm install would then leave out devDependencies).
 */
export const buildPortalWithSourceMaps = async () => {
  const outDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-sourcemaps-"))
  const vite = join(repositoryRoot, "node_modules", "vite", "bin", "vite.js")
  const config = join(repositoryRoot, "apps", "portal", "vite.config.ts")
  await exec(
    process.execPath,
    // Errors only: the product's own build just printed its warnings.
    [
      vite,
      "build",
      "--config",
      config,
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--sourcemap",
      "hidden",
      "--logLevel",
      "error",
    ],
    { cwd: repositoryRoot, quiet: true },
  )
  return { distDir: outDir, remove: () => rm(outDir, { recursive: true, force: true }) }
}

/**
 * Splits `files` (weighed from the product's build in `productDir`) by package, reading the same
 * files and their source maps from `mappedDir`. Fails when a file differs between the two builds,
 * since the attribution would then describe other bytes than the ones weighed.
 */
export const attributeFiles = async (
  productDir: string,
  mappedDir: string,
  files: ReadonlyArray<LoadedFile>,
): Promise<Array<PackageShare>> => {
  const cache = new Map<string, string>()
  const shares: Array<PackageShare> = []
  for (const file of files) {
    const code = await readFile(join(mappedDir, file.file), "utf8")
    const product = await readFile(join(productDir, file.file), "utf8").catch(() => undefined)
    if (product !== code) {
      throw new Error(
        `${file.file} differs between ${productDir} and the build with source maps: the source changed ` +
          "after `npm run build`; build again and rerun the bench",
      )
    }
    const mapPath = join(mappedDir, `${file.file}.map`)
    const mapText = await readFile(mapPath, "utf8").catch(() => undefined)
    if (mapText === undefined) {
      // The bundler's own runtime chunk comes from no source file, so it has no map.
      shares.push({ name: unmapped, bytes: file.bytes, gzipBytes: file.gzipBytes })
      continue
    }
    const map = JSON.parse(mapText) as SourceMap & { readonly sourceRoot?: string }
    const names = new Map<string, string>()
    for (const source of map.sources) {
      if (source === null) continue
      const path = resolve(dirname(mapPath), map.sourceRoot ?? "", source)
      names.set(source, nodeModulesPackage(path) ?? (await nearestPackageName(path, cache)))
    }
    shares.push(...attributeChunk(code, map, (source) => names.get(source) ?? source, file.gzipBytes))
  }
  return sumShares(shares)
}

/** The shares added up by group (React, Effect, our own code), in that order. */
export const groupTotals = (shares: ReadonlyArray<PackageShare>) =>
  [...prescribed.map((library) => library.group), ownGroup].map((group) => {
    const members = shares.filter((share) => groupOf(share.name) === group)
    return {
      group,
      bytes: members.reduce((sum, share) => sum + share.bytes, 0),
      gzipBytes: members.reduce((sum, share) => sum + share.gzipBytes, 0),
    }
  })
