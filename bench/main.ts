// `npm run bench` (after the portal build): what the home route costs a player on a slow phone
// network, how the API's throughput compares with a bare Node server on this machine, and how fast
// the rankings call stays as the number of characters grows.
// It reports numbers; only the home route's JavaScript budget turns into a failing exit code.
import { resolve } from "node:path"
import { compareApiThroughput } from "./api-throughput.ts"
import { type LoadedFile, measureHomeWeight, totalGzipBytes } from "./home-weight.ts"
import type { LoadResult } from "./load.ts"
import { measureRankingsLatency, rankingsPath } from "./rankings.ts"

const homeJsBudgetBytes = 120 * 1000
const newsPath = "/api/getnewsall/0/8/1/0"
const concurrency = Number(process.env.BENCH_CONNECTIONS || 10)
const seconds = Number(process.env.BENCH_SECONDS || 10)

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

const printFiles = (kind: string, files: ReadonlyArray<LoadedFile>) => {
  for (const file of files) {
    console.log(
      `  ${kind.padEnd(4)}${file.file.padEnd(48)}${kB(file.bytes).padStart(10)}${kB(file.gzipBytes).padStart(10)} gz`,
    )
  }
}

const resultRow = (label: string, result: LoadResult) =>
  `  ${label.padEnd(22)}${result.requestsPerSecond.toFixed(0).padStart(8)}` +
  `${`${result.p50Ms.toFixed(2)} ms`.padStart(12)}${`${result.p99Ms.toFixed(2)} ms`.padStart(12)}` +
  `${String(result.errors).padStart(8)}`

console.log("Home route: every script and stylesheet a first visit to / downloads")
const weight = await measureHomeWeight(resolve("apps/portal/dist"))
printFiles("JS", weight.complete.js)
printFiles("CSS", weight.complete.css)
const jsGzip = totalGzipBytes(weight.complete.js)
const withinBudget = jsGzip <= homeJsBudgetBytes
console.log(
  `  First render (entry and its static imports): JS ${kB(totalGzipBytes(weight.firstRender.js))} gz`,
)
console.log(
  `  Complete home route: JS ${kB(jsGzip)} gz (budget ${kB(homeJsBudgetBytes)}), CSS ${kB(totalGzipBytes(weight.complete.css))} gz`,
)
if (!withinBudget) console.log(`  OVER BUDGET by ${kB(jsGzip - homeJsBudgetBytes)}`)

console.log(
  `\nAPI throughput: GET ${newsPath}, ${concurrency} connections, ${seconds} s each, embedded database`,
)
const comparison = await compareApiThroughput(newsPath, { concurrency, seconds })
console.log(
  `  ${"".padEnd(22)}${"req/s".padStart(8)}${"p50".padStart(12)}${"p99".padStart(12)}${"errors".padStart(8)}`,
)
console.log(resultRow("Gatehouse API", comparison.api))
console.log(resultRow("raw node:http", comparison.raw))
const ratio = comparison.api.requestsPerSecond / comparison.raw.requestsPerSecond
console.log(
  `  The API serves ${(ratio * 100).toFixed(1)}% of the raw server's rate (ratio ${ratio.toFixed(3)}).`,
)

console.log(
  `\nRankings latency: GET ${rankingsPath} (running season), one request at a time, ${seconds} s each, embedded database`,
)
console.log(
  `  ${"characters".padEnd(22)}${"req/s".padStart(8)}${"p50".padStart(12)}${"p99".padStart(12)}${"errors".padStart(8)}`,
)
for (const characters of [1_000, 1_000_000]) {
  const { result, generateSeconds } = await measureRankingsLatency(characters, seconds)
  console.log(
    `${resultRow(characters.toLocaleString("en-US"), result)}   (generated in ${generateSeconds.toFixed(0)} s)`,
  )
}

process.exit(withinBudget ? 0 : 1)
