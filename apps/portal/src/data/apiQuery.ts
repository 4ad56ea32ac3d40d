import { type ApiClient, type Endpoints, endpoints } from "@gatehouse/api-client"
import { Effect, Schema } from "effect"
import { type QueryPolicy, queryPolicyOf } from "./queryPolicies.ts"

type CallName = keyof Endpoints
type Answer<Name extends CallName> = Endpoints[Name]["success"]["Type"]
type InputOf<Name extends CallName> =
  Parameters<ApiClient[Name]> extends [infer I, ...unknown[]] ? I : undefined

/**
 * One read of the API as the portal keeps it: the call, its input, and the key both make. The key is
 * the call itself, so the answers the server renders a page with seed the very entries the screens
 * read (nothing is fetched twice), and the answer travels in the contract's own JSON.
 */
export interface ApiQuery<A = unknown> {
  readonly key: string
  /** The call's name: a player call, or one of the staff console's (console/consoleQuery.ts). */
  readonly call: string
  readonly policy: QueryPolicy
  readonly run: (api: ApiClient) => Promise<A>
  /** The answer as the API sends it (JSON), and back: how a server-rendered page carries it. */
  // A method, so a query of any answer can be handed where a query of unknown is taken.
  encode(answer: A): unknown
  readonly decode: (json: unknown) => A
}

/** A stable text for an input: the same fields in any order make the same key. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, field) =>
    field !== null && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  )

/** The query of one API call with its input, e.g. `apiQuery("getNewsAll", { category: 1, … })`. */
export const apiQuery = <Name extends CallName>(
  call: Name,
  ...input: InputOf<Name> extends undefined ? [] : [InputOf<Name>]
): ApiQuery<Answer<Name>> => {
  const success = endpoints[call].success as unknown as Schema.Codec<Answer<Name>, unknown>
  const [args] = input
  return {
    key: args === undefined ? call : `${call}:${stableJson(args)}`,
    call,
    policy: queryPolicyOf(call),
    run: (api) => {
      const send = api[call] as (input?: unknown) => Effect.Effect<Answer<Name>, unknown>
      return Effect.runPromise(send(args))
    },
    encode: Schema.encodeSync(success),
    decode: Schema.decodeUnknownSync(success),
  }
}
