import type { Schema } from "effect"
// A type only: the contract's word for where a call carries its input, without loading the contract.
import type { PayloadKind } from "../contract/endpoints.ts"

export type { PayloadKind }

/** A schema that needs no services to decode or encode, as every schema of the table does. */
export type PlainSchema = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

/**
 * One call as the browser makes it. The schemas are the very ones the contract uses, and each table
 * is checked against the contract by the compiler (`contractCalls`), so requests and decoders cannot
 * drift from what the server serves.
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
