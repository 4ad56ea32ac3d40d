// `npm run bench` (after the build): what the home route costs a player on a slow phone network
// (its weight split into React, Effect and our own code, bench/home-route.ts, and Lighthouse's
// mobile scores of the public routes, bench/lighthouse.ts), what @gatehouse/ui costs another
// server's app beside React (bench/ui-consumer-weight.ts), how the compiled server's throughput
// compares with a bare Node server in the same run (on the embedded database and, when one answers,
// on PostgreSQL) with the memory it holds, and how fast the rankings call stays as the number of
// characters grows.
// It reports numbers; the budgets below and in those modules turn into a failing exit code.
import { compareApiThroughput, type ThroughputComparison } from "./api-throughput.ts"
import { benchHomeRoute } from "./home-route.ts"
import { benchLighthouse } from "./lighthouse.ts"
import type { LoadResult } from "./load.ts"
import { temporaryDatabase } from "./postgres-database.ts"
import { measureRankingsLatency, rankingsPath } from "./rankings.ts"
import { benchUiConsumer } from "./ui-consumer-weight.ts"

/** The news list must be served at no less than this share of a raw node:http server's rate. */
const minimumApiRatio = 0.5
const newsPath = "/api/getnewsall/0/8/1/0"
const concurrency = Number(process.env.BENCH_CONNECTIONS || 10)
const seconds = Number(process.env.BENCH_SECONDS || 10)

const failures: Array<string> = []

const mb = (value: number | undefined) => (value === undefined ? "n/a" : `${value.toFixed(0)} MB`)

const resultRow = (label: string, result: LoadResult) =>
  `  ${label.padEnd(22)}${result.requestsPerSecond.toFixed(0).padStart(8)}` +
  `${`${result.p50Ms.toFixed(2)} ms`.padStart(12)}${`${result.p99Ms.toFixed(2)} ms`.padStart(12)}` +
  `${String(result.errors).padStart(8)}`

const tableHeader = (first: string) =>
  `  ${first.padEnd(22)}${"req/s".padStart(8)}${"p50".padStart(12)}${"p99".padStart(12)}${"errors".padStart(8)}`

console.log(`Node ${process.versions.node}\n`)
const home = await benchHomeRoute()
failures.push(...home.failures)
failures.push(...(await benchLighthouse(home.summary)))
failures.push(...(await benchUiConsumer()))

const reportThroughput = (database: string, comparison: ThroughputComparison) => {
  console.log(
    `\nAPI throughput: GET ${newsPath}, ${concurrency} connections, ${seconds} s each, compiled server on ${database}`,
  )
  console.log(tableHeader(""))
  console.log(resultRow("Gatehouse API", comparison.api))
  console.log(resultRow("raw node:http", comparison.raw))
  const ratio = comparison.api.requestsPerSecond / comparison.raw.requestsPerSecond
  console.log(
    `  The API serves ${(ratio * 100).toFixed(1)}% of the raw server's rate (ratio ${ratio.toFixed(3)}, minimum ${minimumApiRatio}).`,
  )
  console.log(
    `  Server memory (RSS): idle ${mb(comparison.memory.idleMb)}, under load ${mb(comparison.memory.loadedMb)}`,
  )
  if (ratio < minimumApiRatio) failures.push(`news list on ${database} at ratio ${ratio.toFixed(3)}`)
  if (comparison.api.errors > 0)
    failures.push(`news list on ${database} answered ${comparison.api.errors} errors`)
}

reportThroughput(
  "the embedded database",
  await compareApiThroughput(newsPath, { DATABASE_URL: "" }, { concurrency, seconds }),
)

const postgres = await temporaryDatabase()
if (postgres === undefined) {
  console.log("\nAPI throughput on PostgreSQL: not measured (no PostgreSQL answers; set TEST_DATABASE_URL)")
} else {
  try {
    reportThroughput(
      "PostgreSQL",
      await compareApiThroughput(
        newsPath,
        { DATABASE_URL: postgres.url, SEED_DEMO: "1" },
        { concurrency, seconds },
      ),
    )
  } finally {
    await postgres.drop()
  }
}

console.log(
  `\nRankings latency: GET ${rankingsPath} (running season), one request at a time, ${seconds} s each, embedded database`,
)
console.log(tableHeader("characters"))
for (const characters of [1_000, 1_000_000]) {
  const { result, generateSeconds } = await measureRankingsLatency(characters, seconds)
  console.log(
    `${resultRow(characters.toLocaleString("en-US"), result)}   (generated in ${generateSeconds.toFixed(0)} s)`,
  )
}

console.log(failures.length === 0 ? "\nEvery budget held." : `\nOver budget: ${failures.join("; ")}`)
process.exit(failures.length === 0 ? 0 : 1)
