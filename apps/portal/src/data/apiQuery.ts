import type { ClientOf, EndpointDefinition } from "@gatehouse/api-client"
import { Effect, Schema } from "effect"
import { type QueryPolicy, queryPolicyOf } from "./queryPolicies.ts"

/** A table of calls, as `@gatehouse/api-client` exports them one per area (`contentEndpoints`, …). */
type CallTable = Record<string, EndpointDefinition>

/** Makes (or finds) the portal's client of one table of calls; see `PortalServices.clientFor`. */
export type ClientFactory = <Table extends CallTable>(table: Table) => ClientOf<Table>

type Answer<Table extends CallTable, Name extends keyof Table> = Table[Name]["success"]["Type"]
type InputOf<Table extends CallTable, Name extends keyof Table> =
  Parameters<ClientOf<Table>[Name]> extends [infer I, ...unknown[]] ? I : undefined

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
  readonly run: (clientFor: ClientFactory) => Promise<A>
  /** The answer as the API sends it (JSON), and back: how a server-rendered page carries it. */
  // A method, so a query of any answer can be handed where a query of unknown is taken.
  encode(answer: A): unknown
  readonly decode: (json: unknown) => A
  /**
   * The part of the answer its screen's first view draws, when that is far less than the answer
   * (ten rows out of five lists of a hundred): a server-rendered page then carries only this part,
   * which the browser shows as it came (see `QueryView.partial`). None: the page carries it all.
   */
  pagePart?(answer: A): A
}

/** The query, with the part of its answer a server-rendered page carries (`ApiQuery.pagePart`). */
export const withPagePart = <A>(query: ApiQuery<A>, part: (answer: A) => A): ApiQuery<A> => ({
  ...query,
  pagePart: part,
})

/** A stable text for an input: the same fields in any order make the same key. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, field) =>
    field !== null && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  )

/**
 * The query of one API call with its input, e.g. `apiQuery(contentEndpoints, "getNewsAll", { … })`.
 * The call comes with its table, so a screen's schemas load with the screen that reads them.
 */
export const apiQuery = <Table extends CallTable, Name extends keyof Table & string>(
  table: Table,
  call: Name,
  ...input: InputOf<Table, Name> extends undefined ? [] : [InputOf<Table, Name>]
): ApiQuery<Answer<Table, Name>> => {
  const success = (table[call] as EndpointDefinition).success as unknown as Schema.Codec<
    Answer<Table, Name>,
    unknown
  >
  const [args] = input
  return {
    key: args === undefined ? call : `${call}:${stableJson(args)}`,
    call,
    policy: queryPolicyOf(call),
    run: (clientFor) => {
      const send = clientFor(table)[call] as (input?: unknown) => Effect.Effect<Answer<Table, Name>, unknown>
      return Effect.runPromise(send(args))
    },
    encode: Schema.encodeSync(success),
    decode: Schema.decodeUnknownSync(success),
  }
}
