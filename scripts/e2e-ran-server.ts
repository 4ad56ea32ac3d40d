// Runs a command (the e2e run's RAN-linked product, playwright.config.ts) on game databases made for
// it: creates the three databases its GAME_*_DATABASE_URL settings name, laid out like the game's,
// runs the command, and drops them when it ends, whether it stopped by itself or was told to stop
// (Playwright sends SIGTERM to the whole process group). A run killed outright cannot drop anything,
// so each start first sweeps what killed runs left behind.
//
//   node --import tsx scripts/e2e-ran-server.ts node apps/server/dist/main.js
import { spawn } from "node:child_process"
import { gameDatabaseUrls, ranDatabaseSections, withDatabase } from "./lib/ran-database-names.ts"
import { createRanDatabase, dropRanDatabase, sweepLeftoverRanDatabases } from "./lib/ran-databases.ts"

const [command, ...args] = process.argv.slice(2)
if (command === undefined) {
  console.error("Usage: e2e-ran-server.ts <command> [arguments]")
  process.exit(2)
}

const urls = gameDatabaseUrls(process.env)
const created: Array<string> = []
const dropAll = async () => {
  const results = await Promise.allSettled(created.map((url) => dropRanDatabase(url)))
  for (const result of results) {
    if (result.status === "rejected") console.error("A game database was not dropped:", result.reason)
  }
}

try {
  const swept = await sweepLeftoverRanDatabases(withDatabase(urls.RanUser, "postgres"))
  if (swept.length > 0) console.error(`Dropped game databases earlier runs left: ${swept.join(", ")}`)
  for (const section of ranDatabaseSections) {
    await createRanDatabase(urls[section], section)
    created.push(urls[section])
  }
} catch (error) {
  console.error("The game databases could not be made:", error)
  await dropAll()
  process.exit(1)
}

const child = spawn(command, args, { stdio: "inherit" })
let stopping = false
const stop = (signal: NodeJS.Signals) => {
  stopping = true
  // The group's signal reached the child too; this covers a signal sent to this process alone.
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))
child.on("exit", async (code, signal) => {
  await dropAll()
  process.exit(stopping ? 0 : (code ?? (signal === null ? 1 : 128)))
})
