// Proves the published packages work where they will be used: outside this workspace, installed from
// their tarballs next to dependencies from the registry, as another fan server would install them.
//
//   npm run check:packages                    packs @gatehouse/domain, api-client and ui, then checks them
//   npm run check:packages -- --from <dir>    checks the tarballs of a `changeset pack --out-dir <dir>`
//                                             (its publish-plan.json), packing only the packages it lacks
//
// For each package: the tarball holds only package.json, README.md, LICENSE and dist/, every export
// of its manifest is a file it holds, and arethetypeswrong and publint find nothing wrong. Then, in a fresh project in the system's temporary directory:
// Node imports every JavaScript entry point and calls into it, and tsc type-checks a small consumer of
// every entry point under both `nodenext` and `bundler` module resolution. Temporary files are removed.
import assert from "node:assert/strict"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, relative, resolve, sep } from "node:path"
import { lintTarball } from "./lib/package-lint.ts"
import {
  exec,
  installConsumer,
  type Manifest,
  type PublishedName,
  pack,
  publishedPackages as published,
  readManifest,
  repositoryRoot as root,
  workspaceVersion,
} from "./lib/packages.ts"

/** What the consumer installs from the registry, at the versions this workspace uses. */
const registryDependencies = [
  "effect",
  "react",
  "react-dom",
  "react-aria-components",
  "@types/react",
  "@types/react-dom",
]

/** The tarballs a `changeset pack --out-dir <dir>` produced, by package name. */
const tarballsOfPackDir = (dir: string): Map<string, string> => {
  const plan = JSON.parse(readFileSync(join(dir, "publish-plan.json"), "utf8")) as {
    readonly plan: ReadonlyArray<
      ReadonlyArray<{ readonly name: string; readonly tarball?: { readonly path: string } }>
    >
  }
  return new Map(
    plan.plan
      .flat()
      .flatMap((release) => (release.tarball ? [[release.name, join(dir, release.tarball.path)]] : [])),
  )
}

/** Every file under `dir`, as a `/`-separated path relative to `base`. */
const filesUnder = (dir: string, base = dir): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path).split(sep).join("/")]
  })

const exportTargets = (exports: Manifest["exports"]): Array<string> =>
  Object.values(exports ?? {}).flatMap((target) =>
    typeof target === "string" ? [target] : Object.values(target),
  )

/** The installed package is the tarball's content: check what it ships and what its manifest says. */
const checkInstalledPackage = (consumer: string, name: PublishedName) => {
  const dir = join(consumer, "node_modules", name)
  const manifest = readManifest(dir)
  const files = filesUnder(dir)
  const stray = files.filter(
    (file) => !["package.json", "README.md", "LICENSE"].includes(file) && !file.startsWith("dist/"),
  )
  assert.deepEqual(stray, [], `${name} ships files outside dist/`)
  const tests = files.filter((file) => /\.(test|stories)\.|(^|\/)(test|fixtures)\//.test(file))
  assert.deepEqual(tests, [], `${name} ships tests or stories`)
  for (const file of ["README.md", "LICENSE", "package.json"])
    assert.ok(files.includes(file), `${name} lacks ${file}`)
  assert.equal(manifest.license, "MIT", `${name}: license`)
  assert.equal(manifest.scripts, undefined, `${name}: the published manifest carries no scripts`)
  assert.deepEqual(manifest.publishConfig, { access: "public" }, `${name}: publishConfig`)
  for (const target of exportTargets(manifest.exports)) {
    assert.ok(target.startsWith("./dist/"), `${name}: export ${target} is not in dist/`)
    assert.ok(existsSync(join(dir, target)), `${name}: export ${target} is missing from the tarball`)
  }
  for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
    // A workspace package is only a dependency when it is published itself, with a real version range.
    if (dependency.startsWith("@gatehouse/")) assert.ok(published.includes(dependency as PublishedName))
    assert.ok(!range.startsWith("workspace:"), `${name}: ${dependency}@${range} left unresolved`)
  }
  // Each package exactly once, from its tarball: never a second copy, never one from the registry.
  assert.ok(
    !existsSync(join(dir, "node_modules", "@gatehouse")),
    `${name} got its own copy of a Gatehouse package`,
  )
  console.log(
    `  ${name}@${manifest.version}: ${files.length} files, ${exportTargets(manifest.exports).length} export targets in dist/`,
  )
}

const importCheck = `
import assert from "node:assert/strict"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { registerHooks } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const domain = await import("@gatehouse/domain")
assert.deepEqual(domain.validateLogin({ username: " ", password: "secret" }), { username: "Username is required." })
const news = domain.NewsItem.make({
  id: 1, subject: "Patch notes", content: "", type: 1, created_at: null, author: "GM", img_thumbnail: null, IsShowThumbnail: 0,
})
assert.equal(news.subject, "Patch notes")
console.log("  @gatehouse/domain: validateLogin and NewsItem work")

const client = await import("@gatehouse/api-client")
const { Effect } = await import("effect")
const requests = []
const api = client.makeApiClient({
  baseUrl: "https://portal.example/api",
  getToken: () => "player-token",
  getCsrfToken: () => "csrf-token",
  handlers: { alert: () => {}, clearSession: () => {}, redirect: () => {} },
  fetch: async (url, init) => {
    requests.push({ url: String(url), method: init?.method })
    const body = { useripdata: { CC_IP: "203.0.113.7", CC_status: 1 } }
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } })
  },
})
const answer = await Effect.runPromise(api.getUserIp())
assert.deepEqual(requests, [{ url: "https://portal.example/api/user-ip", method: "GET" }])
assert.ok(answer.useripdata instanceof domain.ConnectionInfo, "decoded with the installed domain's schema")
console.log("  @gatehouse/api-client: makeApiClient's " + Object.keys(api).length + " calls; getUserIp sent and decoded")

const contract = await import("@gatehouse/api-client/contract")
assert.equal(typeof contract.GatehouseApi, "function")
// Every call of the contract is a player's browser call or a staff console's.
const consoleCalls = await import("@gatehouse/api-client/console")
assert.equal(
  contract.contractEndpoints.length,
  Object.keys(client.endpoints).length + Object.keys(consoleCalls.consoleEndpoints).length,
)
console.log("  @gatehouse/api-client/contract: GatehouseApi with " + contract.contractEndpoints.length + " endpoints")

// The ui's modules import their own stylesheets, which only a bundler loads; Node skips them, as a
// server renderer is told to in the ui's README.
registerHooks({
  load: (url, context, nextLoad) =>
    url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : nextLoad(url, context),
})
const ui = await import("@gatehouse/ui")
assert.equal(typeof ui.Frame, "function")
assert.equal(typeof ui.themeClass, "string")
const { createElement } = await import("react")
const { renderToString } = await import("react-dom/server")
const page = createElement(ui.Pager, { current: 2, last: 5, target: "/itemshop", label: "Item pages" })
const frame = { section: "itemshop", isLoggedIn: false, banners: [{ id: 1, img_url: null }], sidebar: null }
assert.match(renderToString(createElement(ui.Frame, frame, page)), /<nav[^>]*aria-label="Item pages"/)
// Every stylesheet a module imports is in the tarball, and so is every font a stylesheet names.
const uiDist = dirname(fileURLToPath(import.meta.resolve("@gatehouse/ui")))
const filesIn = (dir) => readdirSync(dir, { recursive: true }).map((file) => join(dir, String(file)))
const named = (file, pattern) => [...readFileSync(file, "utf8").matchAll(pattern)].map((match) => resolve(dirname(file), match[1]))
const sheets = filesIn(uiDist).filter((file) => file.endsWith(".js")).flatMap((file) => named(file, /import "(\\.[^"]+\\.css)"/g))
const fonts = filesIn(uiDist).filter((file) => file.endsWith(".css")).flatMap((file) => named(file, /url\\((\\.[^)]+\\.woff2)\\)/g))
assert.ok(sheets.length > 0, "the ui's modules import their stylesheets")
assert.ok(fonts.length > 0, "the ui's stylesheets name its fonts")
for (const file of [...sheets, ...fonts]) assert.ok(existsSync(file), file)
console.log("  @gatehouse/ui: components import and render on a server; " + new Set(sheets).size + " stylesheets and " + new Set(fonts).size + " fonts are there")
`

const typeConsumer = `
import { type NewsItem, validateLogin } from "@gatehouse/domain"
import { type ApiClient, makeApiClient } from "@gatehouse/api-client"
import { GatehouseApi } from "@gatehouse/api-client/contract"
import { type NewsBoardProps, PlaceholderPage, themeClass } from "@gatehouse/ui"

const loginErrors: { readonly username?: string; readonly password?: string } = validateLogin({
  username: "",
  password: "",
})
const api: ApiClient = makeApiClient({
  getToken: () => null,
  handlers: { alert: () => {}, clearSession: () => {}, redirect: () => {} },
})
const apiName: string = GatehouseApi.identifier
const theme: string = themeClass
// The portal's flow: an entity decoded through @gatehouse/domain is what a ui screen takes.
declare const decoded: NewsItem
const latest: NewsBoardProps["latest"] = decoded
const page = <PlaceholderPage title="Story" />
// @ts-expect-error a title must be a string: the declarations are real types, not any
const wrongPage = <PlaceholderPage title={42} />
// @ts-expect-error the client has no such call
api.noSuchCall()

export { apiName, latest, loginErrors, page, theme, wrongPage }
`

const typeCheckConfig = (moduleResolution: "nodenext" | "bundler") => ({
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2023", "DOM", "DOM.Iterable"],
    module: moduleResolution === "nodenext" ? "nodenext" : "esnext",
    moduleResolution,
    jsx: "react-jsx",
    strict: true,
    noEmit: true,
    // The published declarations are checked too, not only the consumer's use of them.
    skipLibCheck: false,
    types: [],
  },
  files: ["consumer.tsx"],
})

const main = async () => {
  const fromIndex = process.argv.indexOf("--from")
  const packDir = fromIndex === -1 ? undefined : resolve(process.argv[fromIndex + 1] ?? "")
  const work = await mkdtemp(join(tmpdir(), "gatehouse-packages-"))
  try {
    const tarballDir = join(work, "tarballs")
    const consumer = join(work, "consumer")
    await mkdir(tarballDir)
    await mkdir(consumer)

    const fromPackDir = packDir === undefined ? new Map<string, string>() : tarballsOfPackDir(packDir)
    const tarballs = new Map<PublishedName, string>()
    for (const name of published) {
      const packed = fromPackDir.get(name)
      if (packed !== undefined) console.log(`\n▸ ${name}: ${relative(process.cwd(), packed)}`)
      tarballs.set(name, packed ?? (await pack(name, tarballDir)))
    }

    await writeFile(
      join(consumer, "package.json"),
      `${JSON.stringify(
        {
          name: "gatehouse-package-consumer",
          private: true,
          type: "module",
          dependencies: Object.fromEntries([
            ...published.map((name) => [name, `file:${tarballs.get(name)}`]),
            ...registryDependencies.map((name) => [name, workspaceVersion(name)]),
          ]),
        },
        null,
        2,
      )}\n`,
    )
    console.log(`\n▸ npm install in ${consumer}`)
    await installConsumer(consumer)

    console.log("\n▸ What each package ships")
    for (const name of published) checkInstalledPackage(consumer, name)

    console.log("\n▸ arethetypeswrong and publint on each tarball")
    for (const name of published) {
      await lintTarball(name, tarballs.get(name) ?? "")
      console.log(`  ${name}: types resolve for every entry, manifest agrees with the files`)
    }

    console.log("\n▸ Node imports every entry point")
    await writeFile(join(consumer, "imports.mjs"), importCheck)
    await exec(process.execPath, ["imports.mjs"], { cwd: consumer })

    console.log("\n▸ tsc type-checks a consumer of every entry point")
    await writeFile(join(consumer, "consumer.tsx"), typeConsumer)
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc")
    for (const moduleResolution of ["nodenext", "bundler"] as const) {
      const config = `tsconfig.${moduleResolution}.json`
      await writeFile(join(consumer, config), JSON.stringify(typeCheckConfig(moduleResolution), null, 2))
      await exec(process.execPath, [tsc, "-p", config], { cwd: consumer })
      console.log(`  moduleResolution ${moduleResolution}: no errors`)
    }
    console.log("\nThe published packages install, import and type-check outside the workspace.")
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

const started = Date.now()
await main().then(
  () => console.log(`(${Math.round((Date.now() - started) / 1000)} s)`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
