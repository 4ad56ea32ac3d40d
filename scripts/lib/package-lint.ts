// The two standard checks of a packed package, run on the tarball exactly as it would be published:
// arethetypeswrong (every public entry's types resolve, for Node's ESM resolution and for bundlers)
// and publint (the manifest's exports, files and fields agree with what the tarball holds).
// Shared by test:consumer (in `npm test`) and check:packages (before a release).
import { join } from "node:path"
import { exec, type PublishedName, readManifest, repositoryRoot, workspaceDir } from "./packages.ts"

const bin = (name: string) => join(repositoryRoot, "node_modules", ".bin", name)

/** The published entries that are stylesheets (`./display-face.css`): a stylesheet has no types to check. */
const stylesheetEntries = (name: PublishedName): Array<string> => {
  const exports = readManifest(workspaceDir(name)).publishConfig?.exports as
    | Record<string, unknown>
    | undefined
  return Object.keys(exports ?? {}).filter((entry) => entry.endsWith(".css"))
}

/** Runs arethetypeswrong and publint on `tarball`; rejects with their report when either finds a problem. */
export const lintTarball = async (name: PublishedName, tarball: string): Promise<void> => {
  const stylesheets = stylesheetEntries(name)
  // The packages are ES modules only ("type": "module", `import` conditions), so a CommonJS `require`
  // cannot load them by design; `esm-only` checks Node's ESM resolution and bundlers'.
  const attwArgs = [tarball, "--profile", "esm-only", "--format", "ascii", "--no-color"]
  if (stylesheets.length > 0) attwArgs.push("--exclude-entrypoints", ...stylesheets)
  await exec(bin("attw"), attwArgs, { cwd: repositoryRoot, quiet: true })
  // --strict: a warning (a field that would misbehave somewhere) fails as an error does.
  await exec(bin("publint"), ["run", tarball, "--strict"], { cwd: repositoryRoot, quiet: true })
}
