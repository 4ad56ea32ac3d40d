// Runs inside the ui consumer app (fixtures/ui-consumer, installed from the packed tarballs), with the
// app's own Vite and vite.config.ts: for each named export of an entry of @gatehouse/ui, one build of
// a page that holds React's root and that export and nothing else, as a one-page app of a fan server
// would. A page built beside others shares chunks with them, so only a build of its own shows what one
// component costs. Prints one JSON object: React's own gzipped JavaScript and each export's JavaScript
// and CSS (gzipped bytes of the entry and the chunks it imports statically; a chunk loaded on demand is
// not paid for until it is used).
//
//   node weigh-components.mjs <entry> <Export>…      e.g. node weigh-components.mjs @gatehouse/ui Pager
import { mkdir, rm, writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build } from "vite"

const [entry, ...names] = process.argv.slice(2)
const pagesDir = join(process.cwd(), "weigh-pages")

/** @typedef {import("rolldown").OutputChunk | import("rolldown").OutputAsset} OutputFile */
/** @typedef {{ readonly js: number, readonly css: number }} Weight */

/**
 * The JavaScript and CSS (gzipped bytes) a built page loads before anything is used.
 * @param {ReadonlyArray<OutputFile>} outputs
 * @returns {Weight}
 */
const loadedWeight = (outputs) => {
  /** @type {Map<string, import("rolldown").OutputChunk>} */
  const chunks = new Map()
  for (const file of outputs) if (file.type === "chunk") chunks.set(file.fileName, file)
  /** @type {Set<string>} */
  const loaded = new Set()
  /** @param {string} fileName */
  const visit = (fileName) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  let js = 0
  let css = 0
  for (const fileName of loaded) {
    const chunk = chunks.get(fileName)
    if (chunk === undefined) continue
    js += gzipSync(chunk.code).length
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) {
      const asset = outputs.find((file) => file.fileName === sheet)
      if (asset?.type === "asset") css += gzipSync(asset.source).length
    }
  }
  return { js, css }
}

/**
 * Builds a page that keeps `name` of `entry` (or only React's root) alive, and weighs it.
 * @param {string | undefined} name
 * @returns {Promise<Weight>}
 */
const weigh = async (name) => {
  const page = join(pagesDir, `${name ?? "react-only"}.js`)
  const imports = name ? `import { ${name} } from "${entry}"\n` : ""
  // Referencing the export keeps it and everything it imports, as rendering it would.
  await writeFile(
    page,
    `import { createRoot } from "react-dom/client"\n${imports}globalThis.page = [createRoot${name ? `, ${name}` : ""}]\n`,
  )
  const result = await build({
    configFile: join(process.cwd(), "vite.config.ts"),
    logLevel: "silent",
    build: { write: false, manifest: false, rolldownOptions: { input: page } },
  })
  const outputs = [result].flat().flatMap((output) => ("output" in output ? output.output : []))
  return loadedWeight(outputs)
}

await mkdir(pagesDir, { recursive: true })
try {
  const react = await weigh(undefined)
  /** @type {Record<string, Weight>} */
  const components = {}
  // The builds are independent; two at a time keep a small machine's cores busy.
  const queue = [...names]
  const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift())
      components[name] = await weigh(name)
  })
  await Promise.all(workers)
  console.log(JSON.stringify({ react: react.js, components }))
} finally {
  await rm(pagesDir, { recursive: true, force: true })
}
