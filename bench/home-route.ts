// The home route's weight in `npm run bench`: every file a first visit to / downloads, and its
// JavaScript split into React, Effect and our own code, each held to the budgets of
// docs/adr/0012-home-route-weight.md. After `npm run build`, `tsx bench/home-route.ts` runs it alone.
import { resolve } from "node:path"
import { attributeFiles, buildPortalWithSourceMaps, groupOf, groupTotals, ownGroup } from "./home-packages.ts"
import { type LoadedFile, measureHomeWeight, totalGzipBytes } from "./home-weight.ts"

/** The complete home route's JavaScript, gzipped. */
export const homeJsBudgetBytes = 144 * 1000
/** Of that, everything but React (with react-dom and scheduler) and Effect, gzipped. */
export const ownCodeBudgetBytes = 40 * 1000

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

const printFiles = (kind: string, files: ReadonlyArray<LoadedFile>) => {
  for (const file of files) {
    console.log(
      `  ${kind.padEnd(4)}${file.file.padEnd(48)}${kB(file.bytes).padStart(10)}${kB(file.gzipBytes).padStart(10)} gz`,
    )
  }
}

export interface HomeRouteResult {
  /** The budgets the route broke. */
  readonly failures: ReadonlyArray<string>
  /** One line with the route's weight, to print beside other measurements of the same route. */
  readonly summary: string
}

/** Weighs the built portal's home route, prints it and returns the budgets it broke. */
export const benchHomeRoute = async (): Promise<HomeRouteResult> => {
  const failures: Array<string> = []
  const productDir = resolve("apps/portal/dist")
  console.log("Home route: every script and stylesheet a first visit to / downloads")
  const weight = await measureHomeWeight(productDir)
  printFiles("JS", weight.complete.js)
  printFiles("CSS", weight.complete.css)
  const jsGzip = totalGzipBytes(weight.complete.js)
  console.log(
    `  First render (entry and its static imports): JS ${kB(totalGzipBytes(weight.firstRender.js))} gz`,
  )
  console.log(
    `  Complete home route: JS ${kB(jsGzip)} gz (budget ${kB(homeJsBudgetBytes)}), CSS ${kB(totalGzipBytes(weight.complete.css))} gz`,
  )
  if (jsGzip > homeJsBudgetBytes)
    failures.push(`home route JS over budget by ${kB(jsGzip - homeJsBudgetBytes)}`)

  let summary = `JS ${kB(jsGzip)} gz`
  const mapped = await buildPortalWithSourceMaps()
  try {
    const shares = await attributeFiles(productDir, mapped.distDir, weight.complete.js)
    console.log(
      "\nThe complete home route's JavaScript by package (minified bytes from source maps; gzipped shares\n" +
        "  estimated: each package's bytes of a chunk gzipped alone, scaled to the chunk's real gzipped size)",
    )
    for (const share of shares) {
      console.log(
        `  ${share.name.padEnd(34)}${groupOf(share.name).padEnd(14)}${kB(share.bytes).padStart(10)}` +
          `${kB(share.gzipBytes).padStart(10)} gz`,
      )
    }
    for (const total of groupTotals(shares)) {
      const budget = total.group === ownGroup ? ` (budget ${kB(ownCodeBudgetBytes)})` : ""
      console.log(
        `  ${`= ${total.group}`.padEnd(48)}${kB(total.bytes).padStart(10)}${kB(total.gzipBytes).padStart(10)} gz${budget}`,
      )
      if (total.group === ownGroup) summary += ` (our own code ${kB(total.gzipBytes)})`
      if (total.group === ownGroup && total.gzipBytes > ownCodeBudgetBytes) {
        failures.push(
          `our own code on the home route over budget by ${kB(total.gzipBytes - ownCodeBudgetBytes)}`,
        )
      }
    }
  } finally {
    await mapped.remove()
  }
  return { failures, summary }
}

if (import.meta.main) {
  const { failures } = await benchHomeRoute()
  console.log(failures.length === 0 ? "\nEvery budget held." : `\nOver budget: ${failures.join("; ")}`)
  process.exit(failures.length === 0 ? 0 : 1)
}
