// What the tests of the `database` command share: a folder of their own and the command's words.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Console, Effect } from "effect"
import { databaseCommand } from "../../src/database/command.ts"

/** A data folder of the test's own (its name starts with `prefix`), removed when the scope closes. */
export const scratchFolder = (prefix: string) =>
  Effect.acquireRelease(
    Effect.promise(() => mkdtemp(path.join(tmpdir(), prefix))),
    (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
  )

/** Runs the `database` command with these arguments: the lines it prints, and its exit code. */
export const runCommand = (args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const capture = (...said: ReadonlyArray<unknown>) => void lines.push(said.map(String).join(" "))
    const console = { ...globalThis.console, log: capture, error: capture }
    const code = yield* databaseCommand(args).pipe(Effect.provideService(Console.Console, console))
    return { code, output: lines.join("\n") }
  })
