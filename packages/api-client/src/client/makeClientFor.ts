import { Effect, type Schema } from "effect"
import { apiPrefix } from "../schemas/prefix.ts"
import type { EndpointDefinition } from "./endpoint.ts"
import type { Endpoints } from "./endpoints.ts"
import type { ApiFailure } from "./failures.ts"
import { newIdempotencyKey, readCsrfMetaToken } from "./headers.ts"
import { applyResponsePolicy, type PolicyHandlers } from "./policy.ts"
import { sendRequest } from "./request.ts"

export interface ApiClientOptions {
  /** Where the API is mounted; defaults to `/api` on the page's own host. */
  readonly baseUrl?: string
  /** The signed-in player's token, read on every call (null or empty when signed out). */
  readonly getToken: () => string | null | undefined
  /** The portal's dialogs, session store and router, for the spec §8 policy. */
  readonly handlers: PolicyHandlers
  /** Defaults to the page's `<meta name="csrf-token">`. */
  readonly getCsrfToken?: () => string | undefined
  readonly fetch?: typeof globalThis.fetch
}

type TypeOf<S> = S extends Schema.Top ? S["Type"] : never

/** What a call takes: its path parameters and its body or query fields, in one object. */
export type CallInput<E extends EndpointDefinition> = (E extends { readonly params: infer P }
  ? TypeOf<P>
  : unknown) &
  (E extends { readonly request: infer R } ? TypeOf<R> : unknown)

type HasInput<E> = E extends { readonly params: Schema.Top } | { readonly request: Schema.Top } ? true : false

/** One typed function per call: it succeeds with the decoded answer or fails with an {@link ApiFailure}. */
export type ApiCall<E extends EndpointDefinition> =
  HasInput<E> extends true
    ? (input: CallInput<E>) => Effect.Effect<TypeOf<E["success"]>, ApiFailure>
    : () => Effect.Effect<TypeOf<E["success"]>, ApiFailure>

/** One typed function per call of an endpoint table. */
export type ClientOf<Table extends Record<string, EndpointDefinition>> = {
  readonly [Name in keyof Table]: ApiCall<Table[Name]>
}

export type ApiClient = ClientOf<Endpoints>

/**
 * The client of one table of calls: each call sends the spec's headers, decodes the answer with the
 * contract's schema and applies the spec §8 policy to failures before handing them on. The portal
 * makes one per table it uses (a screen's player calls, the staff console's), so a page downloads
 * only the schemas of the calls it makes.
 */
export const makeClientFor = <Table extends Record<string, EndpointDefinition>>(
  table: Table,
  options: ApiClientOptions,
): ClientOf<Table> => {
  const context = {
    baseUrl: options.baseUrl ?? apiPrefix,
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    getToken: options.getToken,
    getCsrfToken: options.getCsrfToken ?? readCsrfMetaToken,
  }
  const call = (definition: EndpointDefinition) => (input?: Record<string, unknown>) => {
    // The key is made when the call is made, not when its effect runs: retrying the same effect
    // resends the same key, so the server charges a retried purchase only once.
    const extraHeaders: Record<string, string> = definition.idempotent
      ? { "Idempotency-Key": newIdempotencyKey() }
      : {}
    return sendRequest(context, definition, input, extraHeaders).pipe(
      Effect.tapError((failure) => applyResponsePolicy(failure, options.handlers)),
    )
  }
  return Object.fromEntries(
    Object.entries(table).map(([name, definition]) => [name, call(definition)]),
  ) as unknown as ClientOf<Table>
}
