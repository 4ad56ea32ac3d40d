// `npm run bench` (after the build): what the home route costs a player on a slow phone network
// (its weight split into React, Effect and our own code, bench/home-route.ts, and Lighthouse's
// mobile scores of the public routes, bench/lighthouse.ts), what @gatehouse/ui costs another
// server's app beside React (bench/ui-consumer-weight.ts), how the compiled server's throughput
// (rendered pages, a built script, the news list) compares with a bare Node server sending the same
// bytes in the same run (on the embedded database and, when one answers, on PostgreSQL) with the
// memory it holds, how soon a fresh embedded demo answers, how a launch-day crowd of guests and
// players fares on both databases (bench/crowd.ts), and how fast the rankings call stays as the
// number of characters grows.
// It reports numbers; the budgets below and in those modules turn into a failing exit code.
import { compareThroughput, type ThroughputRun, type ThroughputTarget } from "./api-throughput.ts"
import { type CrowdResult, runCrowd } from "./crowd.ts"
import { measureFirstAnswer } from "./first-answer.ts"
import { benchHomeRoute } from "./home-route.ts"
import { benchLayoutShift } from "./layout-shift.ts"
import { benchLighthouse } from "./lighthouse.ts"
import type { LoadResult } from "./load.ts"
import { temporaryDatabase } from "./postgres-database.ts"
import { measureRankingsLatency, rankingsPath } from "./rankings.ts"
import { benchUiConsumer } from "./ui-consumer-weight.ts"

const concurrency = Number(process.env.BENCH_CONNECTIONS || 50)
const seconds = Number(process.env.BENCH_SECONDS || 5)
/** Rounds each side of a throughput comparison takes, in turns; each reports its median round. */
const rounds = Number(process.env.BENCH_ROUNDS || 3)

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
failures.push(...(await benchLayoutShift()))
failures.push(...(await benchUiConsumer()))

const reportThroughput = (database: string, run: ThroughputRun) => {
  console.log(
    `\nThroughput beside raw node:http serving the same bytes: ${concurrency} connections, ${seconds} s a round, median of ${rounds} rounds taken in turns, compiled server on ${database}`,
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
  await compareThroughput(throughputTargets, { DATABASE_URL: "" }, { concurrency, seconds }, rounds),
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
        rounds,
      ),
    )
  } finally {
    await postgres.drop()
  }
}

/** A fresh embedded demo must answer within this many seconds on a quiet machine. */
const firstAnswerBudgetSeconds = 15
const firstAnswer = await measureFirstAnswer()
console.log(
  `\nFirst answer of the embedded demo: ${firstAnswer.freshSeconds.toFixed(1)} s on a fresh data folder (budget ${firstAnswerBudgetSeconds} s), ${firstAnswer.restartSeconds.toFixed(1)} s started again on it`,
)
if (firstAnswer.freshSeconds > firstAnswerBudgetSeconds) {
  failures.push(`first answer on a fresh data folder after ${firstAnswer.freshSeconds.toFixed(1)} s`)
}

/**
 * The launch-day crowd: on PostgreSQL every call's p99 under 500 ms on a quiet machine, and no call
 * slower than on the embedded database (within a fifth, or 20 ms: two runs are never alike); no
 * failed answer on either.
 */
const crowd = {
  guests: Number(process.env.BENCH_CROWD_GUESTS || 300),
  players: Number(process.env.BENCH_CROWD_PLAYERS || 200),
  seconds: Number(process.env.BENCH_CROWD_SECONDS || 60),
  guestThinkMs: 1_000,
  playerThinkMs: 2_000,
}
const crowdBudgetMs = 500

/** The p99 budget holds on PostgreSQL, production's database; the embedded one is for a demo or a small community. */
const reportCrowd = (database: string, result: CrowdResult, withBudget: boolean) => {
  console.log(
    `\nA launch-day crowd on ${database}: ${crowd.guests} guests (a page a second) and ${crowd.players} players (an action every 2 s) at once, ${crowd.seconds} s`,
  )
  console.log(
    `  ${"call".padEnd(30)}${"count".padStart(8)}${"p50".padStart(12)}${"p99".padStart(12)}${"failed".padStart(8)}`,
  )
  for (const call of result.calls) {
    console.log(
      `  ${call.call.padEnd(30)}${String(call.count).padStart(8)}${`${call.p50Ms.toFixed(1)} ms`.padStart(12)}` +
        `${`${call.p99Ms.toFixed(1)} ms`.padStart(12)}${String(call.failures).padStart(8)}`,
    )
    if (call.failures > 0) failures.push(`${call.call} on ${database}: ${call.failures} failed`)
    if (withBudget && call.p99Ms > crowdBudgetMs) {
      failures.push(`${call.call} on ${database}: p99 ${call.p99Ms.toFixed(0)} ms`)
    }
  }
  console.log(
    `  ${result.requestsPerSecond.toFixed(0)} requests a second; memory (RSS) at the peak ${mb(result.peakRssMb)}, after the crowd ${mb(result.rssAfterMb)}`,
  )
}

const crowdOnPglite = await runCrowd({ DATABASE_URL: "" }, crowd)
reportCrowd("the embedded database", crowdOnPglite, false)
const crowdDatabase = await temporaryDatabase()
if (crowdDatabase === undefined) {
  console.log("\nThe crowd on PostgreSQL: not measured (no PostgreSQL answers; set TEST_DATABASE_URL)")
} else {
  try {
    const onPostgres = await runCrowd({ DATABASE_URL: crowdDatabase.url, SEED_DEMO: "1" }, crowd)
    reportCrowd("PostgreSQL", onPostgres, true)
    for (const call of onPostgres.calls) {
      const embedded = crowdOnPglite.calls.find((each) => each.call === call.call)
      if (embedded !== undefined && call.p99Ms > Math.max(embedded.p99Ms * 1.2, embedded.p99Ms + 20)) {
        failures.push(
          `${call.call}: p99 on PostgreSQL ${call.p99Ms.toFixed(0)} ms, above PGlite's ${embedded.p99Ms.toFixed(0)} ms`,
        )
      }
    }
  } finally {
    await crowdDatabase.drop()
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
