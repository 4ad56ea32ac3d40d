// Swaps package.json between its workspace form and its published form around `npm pack`/`npm publish`.
//
// In the workspace the package exports its TypeScript source ("exports": {".": "./src/index.ts"}), so
// every tool in the monorepo uses one copy of the code with no build step. The published package
// exports the built files instead. npm has no built-in way to publish different exports, so the
// published fields live in "publishConfig" (where pnpm and Yarn read them natively) and this script
// applies them before packing (`prepack`) and puts the workspace form back afterwards (`postpack`).
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..")
const manifestPath = join(packageDir, "package.json")
const workspaceCopyPath = join(packageDir, ".package.workspace.json")

/** The fields of "publishConfig" that replace their workspace values in the published manifest. */
const publishedFields = ["exports", "sideEffects", "dependencies", "peerDependencies"]

const apply = () => {
  if (existsSync(workspaceCopyPath)) {
    throw new Error(`${workspaceCopyPath} exists: a previous pack did not finish. Run "restore" first.`)
  }
  const text = readFileSync(manifestPath, "utf8")
  const manifest = JSON.parse(text)
  // Scripts and publishConfig only make sense inside the monorepo.
  const { scripts: _scripts, publishConfig, ...published } = manifest
  for (const field of publishedFields) {
    if (field in publishConfig) published[field] = publishConfig[field]
  }
  writeFileSync(workspaceCopyPath, text)
  writeFileSync(manifestPath, `${JSON.stringify(published, null, 2)}\n`)
}

const restore = () => {
  if (existsSync(workspaceCopyPath)) renameSync(workspaceCopyPath, manifestPath)
}

const command = process.argv[2]
if (command === "apply") apply()
else if (command === "restore") restore()
else throw new Error("Usage: publish-manifest.mjs apply|restore")
