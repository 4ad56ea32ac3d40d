import { Cause, Config, Console, Effect } from "effect"
import { describeSettingProblems } from "../../settingProblems.ts"
import { gameLinkSettingsFromEnvironment } from "../settings.ts"
import { gameLinkCheck } from "./gameLinkCheck.ts"

/**
 * `gamelink check`: the operator's read-only check of the game's databases before the link is
 * switched on. Prints a line per check, ✓ or ✗ with what to do, and a count; the exit code is 1
 * when anything failed (a setting that does not parse included), 0 otherwise.
 */
export const gameLinkCheckCommand: Effect.Effect<number> = Effect.gen(function* () {
  const settings = yield* gameLinkSettingsFromEnvironment
  if (settings.kind === "none") {
    yield* Console.log(
      "GAME_LINK is none, so there is no game link to check. Set GAME_LINK=ran and the three GAME_*_DATABASE_URL settings (docs/game-link.md).",
    )
    return 1
  }
  yield* Console.log(
    `Checking the game link on ${settings.dialect === "mssql" ? "SQL Server" : "PostgreSQL"}, read only: nothing is written, every statement is compiled and never run.`,
  )
  const lines = yield* gameLinkCheck(settings)
  for (const line of lines) yield* Console.log(`${line.ok ? "✓" : "✗"} ${line.text}`)
  const failed = lines.filter((line) => !line.ok).length
  yield* Console.log(`${lines.length - failed} passed, ${failed} failed`)
  return failed === 0 ? 0 : 1
}).pipe(
  // A setting that does not parse: a sentence each, which names the setting and never a password.
  Effect.catchCause((cause) => {
    const error = Cause.squash(cause)
    const said =
      error instanceof Config.ConfigError ? describeSettingProblems(error, process.env) : [String(error)]
    return Effect.as(
      Effect.forEach(said, (line) => Console.error(`✗ ${line}`)),
      1,
    )
  }),
)
