// What @gatehouse/ui costs another server's app: the gzipped JavaScript and CSS each page of
// fixtures/ui-consumer loads, built by the consumer's own Vite from the packed tarballs
// (scripts/lib/ui-consumer.ts), beside React's own weight in the same build (the React-only page).
// Part of `npm run bench`; `tsx bench/ui-consumer-weight.ts` runs it alone.
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { buildUiConsumer, consumerPages } from "../scripts/lib/ui-consumer.ts"
import { collectChunkFiles, type ManifestChunk, measureFile, totalGzipBytes } from "./home-weight.ts"

/** How much JavaScript (gz) a page may add to React's own: the library must cost little beside it. */
const budgetsOverReact = [
  { page: consumerPages.pager, bytes: 12_000 },
  { page: consumerPages.itemCard, bytes: 30_000 },
  { page: consumerPages.frame, bytes: 35_000 },
] as const

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The JavaScript and CSS a page's HTML entry loads, with their gzipped sizes. */
const pageWeight = async (distDir: string, manifest: Record<string, ManifestChunk>, htmlFile: string) => {
  const seen = { js: new Set<string>(), css: new Set<string>() }
  collectChunkFiles(manifest, htmlFile, seen)
  if (seen.js.size === 0) throw new Error(`The consumer's build manifest has no entry ${htmlFile}`)
  const js = await Promise.all([...seen.js].map((file) => measureFile(distDir, file)))
  const css = await Promise.all([...seen.css].map((file) => measureFile(distDir, file)))
  return { jsGzip: totalGzipBytes(js), cssGzip: totalGzipBytes(css) }
}

/** Builds the consumer app, prints each page's weight and returns the budgets it broke. */
export const benchUiConsumer = async (): Promise<Array<string>> => {
  const consumer = await buildUiConsumer()
  try {
    const manifestPath = join(consumer.distDir, ".vite", "manifest.json")
    const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>
    const react = await pageWeight(consumer.distDir, manifest, consumerPages.reactOnly.file)
    console.log("\n@gatehouse/ui in a consumer app (fixtures/ui-consumer, its own Vite build), gzipped")
    console.log(
      `  ${"page".padEnd(24)}${"JS".padStart(10)}${"React".padStart(10)}${"over React".padStart(12)}` +
        `${"budget".padStart(10)}${"CSS".padStart(10)}`,
    )
    const failures: Array<string> = []
    for (const { page, bytes: budget } of budgetsOverReact) {
      const weight = await pageWeight(consumer.distDir, manifest, page.file)
      const over = weight.jsGzip - react.jsGzip
      console.log(
        `  ${page.title.padEnd(24)}${kB(weight.jsGzip).padStart(10)}${kB(react.jsGzip).padStart(10)}` +
          `${`+${kB(over)}`.padStart(12)}${`+${kB(budget)}`.padStart(10)}${kB(weight.cssGzip).padStart(10)}`,
      )
      if (over > budget) failures.push(`${page.title} JS over budget by ${kB(over - budget)}`)
    }
    return failures
  } finally {
    await consumer.remove()
  }
}

if (import.meta.main) {
  const failures = await benchUiConsumer()
  console.log(failures.length === 0 ? "\nEvery budget held." : `\nOver budget: ${failures.join("; ")}`)
  process.exit(failures.length === 0 ? 0 : 1)
}
