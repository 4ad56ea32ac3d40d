// Builds fixtures/ui-consumer, a fan server's own Vite + React app, exactly as a consumer would: from
// the packed @gatehouse/ui (and the workspace packages it depends on) and everything else from the
// npm registry, in a directory outside the repository. test:consumer drives the build in Chromium;
// the bench weighs it.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import {
  exec,
  installConsumer,
  type PublishedName,
  pack,
  publishedPackages,
  readManifest,
  repositoryRoot,
  workspaceDir,
} from "./packages.ts"

const fixtureDir = join(repositoryRoot, "fixtures", "ui-consumer")

/** The fixture's pages (its Vite entries), each a use of the library, and the React-only baseline. */
export const consumerPages = {
  reactOnly: { file: "react-only.html", title: "React only" },
  pager: { file: "pager.html", title: "Pager only" },
  itemCard: { file: "item-card.html", title: "ItemCard with tooltip" },
  frame: { file: "frame.html", title: "Frame" },
  language: { file: "language.html", title: "A language of its own" },
} as const

export interface BuiltConsumer {
  /** The installed app: its package.json, vite.config.ts and node_modules. */
  readonly appDir: string
  /** The fixture's Vite build: the pages, their assets and `.vite/manifest.json`. */
  readonly distDir: string
  /** Every published package's tarball, as a release would publish it (the app installs the ui's). */
  readonly tarballs: ReadonlyMap<PublishedName, string>
  /** Removes every temporary file. */
  readonly remove: () => Promise<void>
}

/** @gatehouse/ui and the workspace packages its published manifest depends on. */
const packagesToInstall = (): ReadonlyArray<PublishedName> => {
  const published = readManifest(workspaceDir("@gatehouse/ui")).publishConfig?.dependencies as
    | Record<string, string>
    | undefined
  const workspaceDependencies = Object.keys(published ?? {}).filter((name): name is PublishedName =>
    (publishedPackages as ReadonlyArray<string>).includes(name),
  )
  return [...workspaceDependencies, "@gatehouse/ui"]
}

/** Packs the published packages, copies the fixture next to the tarballs, installs the ui and builds the app. */
export const buildUiConsumer = async (): Promise<BuiltConsumer> => {
  const work = await mkdtemp(join(tmpdir(), "gatehouse-ui-consumer-"))
  const remove = () => rm(work, { recursive: true, force: true })
  try {
    const tarballDir = join(work, "tarballs")
    const app = join(work, "app")
    await mkdir(tarballDir)
    // Each package builds from its own sources, so they pack side by side.
    const tarballs = new Map(
      await Promise.all(publishedPackages.map(async (name) => [name, await pack(name, tarballDir)] as const)),
    )

    await cp(fixtureDir, app, {
      recursive: true,
      // A local install or build of the fixture stays behind: the consumer starts from its sources.
      filter: (source) => !["node_modules", "dist"].includes(basename(source)),
    })
    // The fixture names @gatehouse/ui by its version range, as a consumer's app does; here that range
    // is this workspace's tarball (and so is any workspace package the ui depends on).
    const manifestPath = join(app, "package.json")
    const manifest = JSON.parse(await readFile(manifestPath, "utf8"))
    for (const name of packagesToInstall()) manifest.dependencies[name] = `file:${tarballs.get(name)}`
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

    console.log(`\n▸ npm install in ${app}`)
    await installConsumer(app)
    console.log("\n▸ vite build (the consumer's own build)")
    await exec("npm", ["run", "build", "--silent"], { cwd: app, quiet: true })
    return { appDir: app, distDir: join(app, "dist"), tarballs, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
