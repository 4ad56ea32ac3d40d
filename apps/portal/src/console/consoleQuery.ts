import { type ConsoleEndpoints, consoleEndpoints } from "@gatehouse/api-client/console"
import { Effect, Schema } from "effect"
import { type ApiQuery, stableJson } from "../data/apiQuery.ts"
import type { ConsoleApi } from "./consoleApi.ts"

type CallName = keyof ConsoleEndpoints
type Answer<Name extends CallName> = ConsoleEndpoints[Name]["success"]["Type"]
type InputOf<Name extends CallName> =
  Parameters<ConsoleApi[Name]> extends [infer I, ...unknown[]] ? I : undefined

/**
 * A read of a console call, kept in the portal's one query store like any other read (same keys,
 * sharing and invalidation), but sent through the console's own client. Console reads are asked
 * again on every visit: staff must see what is, not what was.
 */
export const consoleQuery = <Name extends CallName>(
  api: ConsoleApi,
  call: Name,
  ...input: InputOf<Name> extends undefined ? [] : [InputOf<Name>]
): ApiQuery<Answer<Name>> => {
  const success = consoleEndpoints[call].success as unknown as Schema.Codec<Answer<Name>, unknown>
  const [args] = input
  return {
    key: args === undefined ? `console.${call}` : `console.${call}:${stableJson(args)}`,
    call: `console.${call}`,
    policy: "each-visit",
    run: () => {
      const send = api[call] as (input?: unknown) => Effect.Effect<Answer<Name>, unknown>
      return Effect.runPromise(send(args))
    },
    encode: Schema.encodeSync(success),
    decode: Schema.decodeUnknownSync(success),
  }
}
