import { Config, ConfigProvider, Effect, Result, type Schema } from "effect"

/**
 * Settings problems as an operator reads them: one line per setting, naming it, saying what is wrong
 * and, for a required setting, what needs it. Effect's own errors name the setting but read as a
 * schema dump (`SchemaError(Expected string at ["GAME_USER_DATABASE_URL"])`) and stop at the first
 * problem; an operator fixing a host wants every problem at once.
 */

/** What needs each setting that has no default, said when the setting is missing. */
const neededFor: Readonly<Record<string, string>> = {
  GAME_USER_DATABASE_URL: "the game link (GAME_LINK=ran) needs the address of the game's RanUser database",
  GAME_GAME_DATABASE_URL: "the game link (GAME_LINK=ran) needs the address of the game's RanGame1 database",
  GAME_SHOP_DATABASE_URL: "the game link (GAME_LINK=ran) needs the address of the game's RanShop database",
  PAYMONGO_WEBHOOK_SECRET:
    "PayMongo payments (PAYMONGO_SECRET_KEY is set) need the webhook's secret to trust its notices",
  XENDIT_CALLBACK_TOKEN:
    "Xendit payments (XENDIT_SECRET_KEY is set) need the callback token its dashboard shows to trust its notices",
}

/** The problems of several settings read together; each stays whole so it can be described. */
class SettingsProblems {
  constructor(readonly errors: ReadonlyArray<Config.ConfigError>) {}
}

/**
 * Like `Config.all` over a record, but a failure names every member that failed, not the first one
 * only; members are read independently, so one wrong setting hides no other.
 */
export const everySetting = <const Members extends Record<string, Config.Config<unknown>>>(
  members: Members,
): Config.Config<{
  -readonly [K in keyof Members]: Members[K] extends Config.Config<infer A> ? A : never
}> => {
  const attempts = Object.fromEntries(
    Object.entries(members).map(([key, member]) => [
      key,
      member.pipe(
        Config.map((value): Result.Result<unknown, Config.ConfigError> => Result.succeed(value)),
        Config.orElse((error) => Config.succeed(Result.fail(error))),
      ),
    ]),
  )
  return Config.all(attempts).pipe(
    Config.mapEffect((results) => {
      const failed = Object.values(results).filter(Result.isFailure)
      if (failed.length === 0)
        return Effect.succeed(
          Object.fromEntries(
            Object.entries(results).map(([key, result]) => [key, Result.getOrThrow(result)]),
          ) as never,
        )
      const errors = failed.map((result) => result.failure)
      if (errors.length === 1) return Effect.fail(errors[0] as Config.ConfigError)
      return Effect.fail(
        new Config.ConfigError(
          new ConfigProvider.SourceError({
            message: errors.map((error) => error.message).join("\n"),
            cause: new SettingsProblems(errors),
          }),
        ),
      )
    }),
  )
}

type Environment = Readonly<Record<string, string | undefined>>

// Schema's wording of what it expected, made to read as a sentence's end: `"json" | "pretty"`
// becomes `one of json, pretty`.
const expectation = (error: Schema.SchemaError): string => {
  const expected = (error.message.split("\n")[0] ?? "").replace(/^Expected /, "")
  return expected.includes(" | ")
    ? `one of ${expected.replaceAll('"', "").split(" | ").join(", ")}`
    : expected
}

const settingNameOf = (error: Schema.SchemaError): string | undefined => {
  const issue = error.issue
  return issue._tag === "Pointer" && typeof issue.path[0] === "string" ? issue.path[0] : undefined
}

/** One sentence per problem; a value is never repeated, since settings hold secrets. */
export const describeSettingProblems = (
  error: Config.ConfigError,
  env: Environment,
): ReadonlyArray<string> => {
  const cause = error.cause
  if (cause._tag === "SourceError")
    return cause.cause instanceof SettingsProblems
      ? cause.cause.errors.flatMap((each) => describeSettingProblems(each, env))
      : [cause.message]
  const name = settingNameOf(cause)
  if (name === undefined) return [`A setting is not valid: expected ${expectation(cause)}.`]
  const value = env[name]
  if (value === undefined || value.trim() === "") {
    const need = neededFor[name]
    return [need === undefined ? `${name} is missing.` : `${name} is missing: ${need}.`]
  }
  return [`${name} is not valid: expected ${expectation(cause)}.`]
}
