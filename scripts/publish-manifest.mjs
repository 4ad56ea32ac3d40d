// Swaps a workspace package's package.json between its workspace form and its published form around
// `npm pack`/`npm publish`. Every published package (@gatehouse/domain, @gatehouse/api-client,
// @gatehouse/ui) runs it from its own directory as `prepack` (apply) and `postpack` (restore).
//
// In the workspace a package exports its TypeScript source ("exports": {".": "./src/index.ts"}), so
// every tool in the monorepo uses one copy of the code with no build step. The published package
// exports the built files instead. npm has no built-in way to publish different exports, so the
// published fields live in "publishConfig" (where pnpm and Yarn read them natively) and this script
// applies them before packing and puts the workspace form back afterwards.
//
// A published dependency on another workspace package is written "workspace:^" in publishConfig (as
// pnpm writes it) and published with the range the workspace manifest's own "dependencies" give that
// package, which `changeset version` moves with each release, so the two can never disagree.
//
// The repository has one licence, LICENSE at its root; npm only packs a licence file found in the
// package's own directory, so it is copied in for the pack and removed again afterwards.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "..")
const rootLicencePath = join(repositoryRoot, "LICENSE")

// npm runs lifecycle scripts in the package's directory.
const packageDir = process.cwd()
const manifestPath = join(packageDir, "package.json")
const workspaceCopyPath = join(packageDir, ".package.workspace.json")
const packageLicencePath = join(packageDir, "LICENSE")

/** The fields of "publishConfig" that replace their workspace values in the published manifest. */
const publishedFields = ["exports", "types", "sideEffects", "dependencies", "peerDependencies"]

/**
 * Replaces each "workspace:^" range with the one the workspace manifest gives that package.
 * @param {Record<string, string> | undefined} dependencies
 * @param {Record<string, string>} workspaceDependencies
 */
const withWorkspaceRanges = (dependencies, workspaceDependencies = {}) => {
  if (dependencies === undefined) return undefined
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => {
      if (range !== "workspace:^") return [name, range]
      const workspaceRange = workspaceDependencies[name]
      if (workspaceRange === undefined) {
        throw new Error(`publishConfig names ${name} as "workspace:^", but "dependencies" does not list it.`)
      }
      return [name, workspaceRange]
    }),
  )
}

const apply = () => {
  if (existsSync(workspaceCopyPath)) {
    throw new Error(`${workspaceCopyPath} exists: a previous pack did not finish. Run "restore" first.`)
  }
  if (packageDir === repositoryRoot) throw new Error("Run this from a workspace package's directory.")
  const text = readFileSync(manifestPath, "utf8")
  const manifest = JSON.parse(text)
  if (manifest.private === true || manifest.publishConfig === undefined) {
    throw new Error(`${manifest.name} is not published: it has no publishConfig or is private.`)
  }
  // Scripts only make sense inside the monorepo; of publishConfig, npm itself still reads "access".
  const { scripts: _scripts, publishConfig, ...published } = manifest
  for (const field of publishedFields) {
    if (field in publishConfig) published[field] = publishConfig[field]
  }
  published.dependencies = withWorkspaceRanges(published.dependencies, manifest.dependencies)
  if ("access" in publishConfig) published.publishConfig = { access: publishConfig.access }
  writeFileSync(workspaceCopyPath, text)
  writeFileSync(manifestPath, `${JSON.stringify(published, null, 2)}\n`)
  copyFileSync(rootLicencePath, packageLicencePath)
}

const restore = () => {
  if (existsSync(workspaceCopyPath)) renameSync(workspaceCopyPath, manifestPath)
  if (
    existsSync(packageLicencePath) &&
    readFileSync(packageLicencePath, "utf8") === readFileSync(rootLicencePath, "utf8")
  ) {
    rmSync(packageLicencePath)
  }
}

const command = process.argv[2]
if (command === "apply") apply()
else if (command === "restore") restore()
else throw new Error("Usage: publish-manifest.mjs apply|restore (from a package's directory)")
