import { Effect } from "effect"
import { demoEditor } from "../accounts.ts"
import type { SeedClock } from "../context.ts"
import { demoAccountRow, insertAccount } from "./accounts.ts"
import { seedNewsDrafts } from "./consoleNews.ts"

/**
 * The staff console's demo (docs/demo.md): a content editor beside the administrator, and something
 * for each console page to show.
 */
export const seedConsole = Effect.fn("DemoSeed.console")(function* (clock: SeedClock) {
  yield* Effect.flatMap(demoAccountRow(demoEditor, clock), insertAccount)
  yield* seedNewsDrafts(clock)
})
