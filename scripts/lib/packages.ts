// The published packages as a consumer gets them: packed with `npm pack` (which runs each package's
// prepack, the build and the published manifest) and installed from the tarballs in a project outside
// the workspace. Shared by check:packages, test:consumer and the bench.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url))

export const publishedPackages = ["@gatehouse/domain", "@gatehouse/api-client", "@gatehouse/ui"] as const
export type PublishedName = (typeof publishedPackages)[number]

export interface Manifest {
  readonly name: string
  readonly version: string
  readonly private?: boolean
  readonly license?: string
  readonly scripts?: Record<string, string>
  readonly exports?: Record<string, string | Record<string, string>>
  readonly dependencies?: Record<string, string>
  readonly devDependencies?: Record<string, string>
  readonly publishConfig?: Record<string, unknown>
}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))

/** The version of a package installed in the workspace, so a consumer gets the same one (from the npm cache). */
export const workspaceVersion = (name: string): string =>
  readManifest(join(repositoryRoot, "node_modules", name)).version

/** Runs a command; resolves with its output, or rejects with it when the command fails. */
export const exec = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly quiet?: boolean },
): Promise<string> =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ["ignore", "pipe", "pipe"],
      // A consumer outside the workspace must not inherit the workspace's npm settings.
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_"))),
    })
    let output = ""
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (!options.quiet) process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("error", reject)
    child.on("exit", (code) =>
      code === 0
        ? resolvePromise(output)
        : reject(
            new Error(`${command} ${args.join(" ")} failed (exit ${code}) in ${options.cwd}\n${output}`),
          ),
    )
  })

const tarballName = (name: string, version: string) =>
  `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`

export const workspaceDir = (name: PublishedName) =>
  join(repositoryRoot, "packages", name.replace("@gatehouse/", ""))

/** Packs one published package into `destination` and returns the tarball's path. */
export const pack = async (name: PublishedName, destination: string): Promise<string> => {
  const { version } = readManifest(workspaceDir(name))
  console.log(`\n▸ npm pack ${name}`)
  // Packing runs the package's prepack (build, published manifest) and postpack (workspace manifest).
  await exec("npm", ["pack", "--workspace", name, "--pack-destination", destination, "--silent"], {
    cwd: repositoryRoot,
    quiet: true,
  })
  const tarball = join(destination, tarballName(name, version))
  assert.ok(existsSync(tarball), `npm pack did not write ${tarball}`)
  return tarball
}

/** Installs a project's dependencies as a consumer would, from the npm cache whenever it can. */
export const installConsumer = (dir: string): Promise<string> =>
  exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], { cwd: dir })
