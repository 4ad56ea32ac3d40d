// `npm run bench` (after the build): what the home route costs a player on a slow phone network
// (its weight split into React, Effect and our own code, bench/home-route.ts, and Lighthouse's
// mobile scores of the public routes, bench/lighthouse.ts), what @gatehouse/ui costs another
// server's app beside React (bench/ui-consumer-weight.ts), how the compiled server's throughput
// compares with a bare Node server in the same run (on the embedded database and, when one answers,
// on PostgreSQL) with the memory it holds, and how fast the rankings call stays as the number of
// characters grows.
// It reports numbers; the budgets below and in those modules turn into a failing exit code.
import { compareThroughput, type ThroughputRun, type ThroughputTarget } from "./api-throughput.ts"
import { benchHomeRoute } from "./home-route.ts"
import { benchLighthouse } from "./lighthouse.ts"
import type { LoadResult } from "./load.ts"
import { temporaryDatabase } from "./postgres-database.ts"
import { measureRankingsLatency, rankingsPath } from "./rankings.ts"
import { benchUiConsumer } from "./ui-consumer-weight.ts"

const concurrency = Number(process.env.BENCH_CONNECTIONS || 50)
const seconds = Number(process.env.BENCH_SECONDS || 10)

/** A built script the home page loads, by its hashed name. */
const firstScript = (homeHtml: string) => {
  const found =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1] ??
    /"(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1]
  if (found === undefined) throw new Error("the home page names no script under /assets/")
  return found
}

/**
 * What a launch-day crowd asks for, each served at no less than its share of a raw node:http server's
 * rate in the same run: the guest pages rendered on the server, a built script and the news list.
 */
const throughputTargets: ReadonlyArray<ThroughputTarget> = [
  { label: "GET /", path: "/", minimumRatio: 0.5 },
  { label: "GET /news", path: "/news", minimumRatio: 0.5 },
  { label: "GET /rankings", path: "/rankings", minimumRatio: 0.5 },
  { label: "a built script", path: firstScript, minimumRatio: 0.7 },
  { label: "news list (API)", path: "/api/getnewsall/0/8/1/0", minimumRatio: 0.5 },
]

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

const reportThroughput = (database: string, run: ThroughputRun) => {
  console.log(
    `\nThroughput beside raw node:http serving the same bytes: ${concurrency} connections, ${seconds} s each, compiled server on ${database}`,
  )
  console.log(`${tableHeader("")}${"ratio".padStart(10)}${"minimum".padStart(10)}`)
  for (const { target, product, raw } of run.comparisons) {
    const ratio = product.requestsPerSecond / raw.requestsPerSecond
    console.log(
      `${resultRow(target.label, product)}${ratio.toFixed(3).padStart(10)}${String(target.minimumRatio).padStart(10)}`,
    )
    console.log(resultRow("  raw node:http", raw))
    if (ratio < target.minimumRatio)
      failures.push(`${target.label} on ${database} at ratio ${ratio.toFixed(3)}`)
    if (product.errors > 0) failures.push(`${target.label} on ${database} answered ${product.errors} errors`)
  }
  console.log(`  Server memory (RSS): idle ${mb(run.memory.idleMb)}, under load ${mb(run.memory.loadedMb)}`)
}

reportThroughput(
  "the embedded database",
  await compareThroughput(throughputTargets, { DATABASE_URL: "" }, { concurrency, seconds }),
)

const postgres = await temporaryDatabase()
if (postgres === undefined) {
  console.log("\nAPI throughput on PostgreSQL: not measured (no PostgreSQL answers; set TEST_DATABASE_URL)")
} else {
  try {
    reportThroughput(
      "PostgreSQL",
      await compareThroughput(
        throughputTargets,
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
