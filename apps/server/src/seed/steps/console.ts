import { Effect } from "effect"
import { demoEditor } from "../accounts.ts"
import type { SeedClock } from "../context.ts"
import { demoAccountRow, insertAccount } from "./accounts.ts"
import { seedCodeBatch } from "./consoleCodes.ts"
import { seedConsoleContent } from "./consoleContent.ts"
import { seedNewsDrafts } from "./consoleNews.ts"
import { seedConsolePlayers } from "./consolePlayers.ts"
import { seedConsoleShop } from "./consoleShop.ts"
import { seedConsoleTickets } from "./consoleTickets.ts"

/**
 * The staff console's demo (docs/demo.md): a content editor beside the administrator, and something
 * for each console page to show.
 */
export const seedConsole = Effect.fn("DemoSeed.console")(function* (clock: SeedClock) {
  yield* Effect.flatMap(demoAccountRow(demoEditor, clock), insertAccount)
  yield* seedConsolePlayers(clock)
  yield* seedCodeBatch(clock)
  yield* seedConsoleContent()
  yield* seedConsoleTickets(clock)
  yield* seedConsoleShop()
  yield* seedNewsDrafts(clock)
})
