import { type Config, ConfigProvider, Effect, Result } from "effect"
import { accountSettingsFromEnvironment } from "./accounts/AccountSettings.ts"
import { settingsFromEnvironment } from "./config.ts"
import { gameLinkSettingsFromEnvironment } from "./gamelink/settings.ts"
import { describeSettingProblems } from "./settingProblems.ts"

/** Every group of settings the server reads from its environment while it starts. */
const settingGroups: ReadonlyArray<Config.Config<unknown>> = [
  settingsFromEnvironment,
  accountSettingsFromEnvironment,
  gameLinkSettingsFromEnvironment,
]

/**
 * Every problem with the settings in `env`, one readable line each; none when the server may start.
 * It runs before anything else does, so a wrong setting stops the start before the embedded database
 * opens or its directory is made, instead of half way through with a schema dump.
 */
export const settingsProblems = (env: Readonly<Record<string, string | undefined>>) => {
  const provider = ConfigProvider.fromEnvRecord({ ...env })
  return Effect.map(
    Effect.forEach(settingGroups, (group) => Effect.result(group.parse(provider))),
    // A setting read by two groups (PORT) is named once.
    (results): ReadonlyArray<string> => [
      ...new Set(
        results.flatMap((result) =>
          Result.isFailure(result) ? describeSettingProblems(result.failure, env) : [],
        ),
      ),
    ],
  )
}

/** What the operator reads when the server refuses to start. */
export const refusalText = (problems: ReadonlyArray<string>): string =>
  [
    `Gatehouse cannot start: ${problems.length === 1 ? "a setting needs" : `${problems.length} settings need`} fixing (docs/deploying.md lists every setting).`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n")
