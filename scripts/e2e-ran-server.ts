// Runs a command (the e2e run's RAN-linked product, playwright.config.ts) on databases made for it:
// creates the three its GAME_*_DATABASE_URL settings name, laid out like the game's, and the empty
// one its DATABASE_URL names (the portal's own, which the server migrates), runs the command, and
// drops them all when it ends, whether it stopped by itself or was told to stop (Playwright sends
// SIGTERM to the whole process group). A run killed outright cannot drop anything, so each start
// first sweeps what killed runs left behind.
//
//   node --import tsx scripts/e2e-ran-server.ts node apps/server/dist/main.js
import { type ChildProcess, spawn } from "node:child_process"
import { gameDatabaseUrls, ranDatabaseSections, withDatabase } from "./lib/ran-database-names.ts"
import {
  createDatabase,
  createRanDatabase,
  dropDatabase,
  sweepLeftoverRanDatabases,
} from "./lib/ran-databases.ts"

const [command, ...args] = process.argv.slice(2)
if (command === undefined) {
  console.error("Usage: e2e-ran-server.ts <command> [arguments]")
  process.exit(2)
}

const gameUrls = gameDatabaseUrls(process.env)
const portalUrl = process.env.DATABASE_URL
/** Every database this run may have made, noted before it is made, so a half-made one is dropped too. */
const made: Array<string> = []
const dropAll = async () => {
  const results = await Promise.allSettled(made.map((url) => dropDatabase(url)))
  for (const result of results) {
    if (result.status === "rejected") console.error("A database was not dropped:", result.reason)
  }
}

let child: ChildProcess | undefined
let stopping = false
const stop = (signal: NodeJS.Signals) => {
  stopping = true
  // The group's signal reached the child too; this covers a signal sent to this process alone.
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal)
}
// Listening from the start: a stop that comes while the databases are being made still drops them.
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))

try {
  const swept = await sweepLeftoverRanDatabases(withDatabase(gameUrls.RanUser, "postgres"))
  if (swept.length > 0) console.error(`Dropped databases earlier runs left: ${swept.join(", ")}`)
  for (const section of ranDatabaseSections) {
    made.push(gameUrls[section])
    await createRanDatabase(gameUrls[section], section)
  }
  if (portalUrl) {
    made.push(portalUrl)
    await createDatabase(portalUrl)
  }
} catch (error) {
  console.error("The databases could not be made:", error)
  await dropAll()
  process.exit(1)
}
if (stopping) {
  await dropAll()
  process.exit(0)
}

child = spawn(command, args, { stdio: "inherit" })
child.on("exit", async (code, signal) => {
  await dropAll()
  process.exit(stopping ? 0 : (code ?? (signal === null ? 1 : 128)))
})
