import type { Schema } from "effect"

/** Where a call carries its input besides the path: nothing, a JSON body, or the query string. */
export type PayloadKind = "none" | "body" | "query"

/** A schema that needs no services to decode or encode, as every schema of the table does. */
export type PlainSchema = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

/**
 * One call as the browser makes it. The schemas are the very ones the contract uses, so requests
 * and decoders cannot drift from what the server serves (a test compares the two lists).
 */
export interface EndpointDefinition {
  readonly method: "GET" | "POST"
  /** The spec's path; `:name` segments are filled from `params`. */
  readonly path: string
  readonly params?: PlainSchema
  readonly payload: PayloadKind
  /** The body (payload "body") or the query fields (payload "query"). */
  readonly request?: PlainSchema
  readonly success: PlainSchema
  /** Whether the server refuses the call without a valid bearer token. */
  readonly requiresAuth: boolean
  /** Whether each call carries a fresh Idempotency-Key, so a retry of it is charged only once. */
  readonly idempotent?: true
  /** A call answered with text (a CSV file) rather than JSON: its body is decoded as it came. */
  readonly answer?: "text"
}

export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition
