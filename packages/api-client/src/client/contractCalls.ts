// Only types come from the contract here: `import type` is erased from the build, so the browser's
// tables are checked against the HttpApi groups without loading them (docs/adr/0003-browser-client.md).
import type { HttpApi, HttpApiGroup } from "effect/http-api"
import type { GatehouseApi } from "../contract/api.ts"
import type { Authorization } from "../contract/middleware.ts"
import type { AdministratorAccess, EditorAccess } from "../contract/staffAccess.ts"
import type { idempotencyKeyHeader } from "../schemas/idempotency.ts"
import type { apiPrefix } from "../schemas/prefix.ts"
import type { EndpointDefinition } from "./endpoint.ts"

/** Every endpoint of the contract, as a type. */
type ContractEndpoint =
  typeof GatehouseApi extends HttpApi.HttpApi<string, infer Groups> ? HttpApiGroup.Endpoints<Groups> : never

/** The name of every call of the contract. */
export type ContractCallName = ContractEndpoint["identifier"]

type EndpointNamed<Name> = Extract<ContractEndpoint, { readonly identifier: Name }>

/** The contract wraps each schema in a derived JSON or string codec; the table holds the schema itself. */
type Unwrapped<Codec> = Codec extends { readonly schema: infer Inner } ? Inner : Codec

/** Exactly the same type: a field more, even an optional one, is a difference. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** What a schema of the table must be: of the contract's type, with the contract's wire form. */
type Agreeing<Given, ContractSchema> = Given extends { readonly Type: unknown; readonly Encoded: unknown }
  ? ContractSchema extends { readonly Type: unknown; readonly Encoded: unknown }
    ? Same<Given["Type"], ContractSchema["Type"]> extends true
      ? Same<Given["Encoded"], ContractSchema["Encoded"]> extends true
        ? Given
        : { readonly "encodes unlike the contract's schema": ContractSchema["Encoded"] }
      : { readonly "decodes unlike the contract's schema": ContractSchema["Type"] }
    : never
  : ContractSchema

/** One schema slot of a call: absent when the contract has none, else agreeing with the contract's. */
type SchemaSlot<Key extends string, Definition, ContractCodec> = [ContractCodec] extends [never]
  ? { readonly [K in Key]?: never }
  : {
      readonly [K in Key]: Agreeing<
        Definition extends { readonly [K in Key]: infer Given } ? Given : undefined,
        Unwrapped<ContractCodec>
      >
    }

type RequestCodec<E extends ContractEndpoint> = [E["~Query"]] extends [never] ? E["~Payload"] : E["~Query"]

type PayloadKindOf<E extends ContractEndpoint> = [E["~Query"]] extends [never]
  ? [E["~Payload"]] extends [never]
    ? "none"
    : "body"
  : "query"

type RequiresAuth<E extends ContractEndpoint> = [
  Extract<E["~Middleware"], Authorization | EditorAccess | AdministratorAccess>,
] extends [never]
  ? false
  : true

type IdempotentSlot<E extends ContractEndpoint> = [E["~Headers"]] extends [never]
  ? { readonly idempotent?: never }
  : typeof idempotencyKeyHeader extends keyof E["~Headers"]["Type"]
    ? { readonly idempotent: true }
    : { readonly idempotent?: never }

/** The spec's path: the contract's mounted path without the API prefix. */
type SpecPath<Path> = Path extends `${typeof apiPrefix}${infer Rest}` ? Rest : Path

/** What the contract says a call of the table must be. */
type AgreeingCall<Definition, E extends ContractEndpoint> = {
  readonly method: E["method"]
  readonly path: SpecPath<E["path"]>
  readonly payload: PayloadKindOf<E>
  readonly requiresAuth: RequiresAuth<E>
  readonly answer?: "text"
} & SchemaSlot<"params", Definition, E["~Params"]> &
  SchemaSlot<"request", Definition, RequestCodec<E>> &
  SchemaSlot<"success", Definition, E["~Success"]> &
  IdempotentSlot<E>

/** A table whose every call is the contract's call of the same name, as the compiler checks. */
export type ContractCallTable<Table> = {
  readonly [Name in keyof Table]: Name extends ContractCallName
    ? AgreeingCall<Table[Name], EndpointNamed<Name>>
    : { readonly "is not a call of the contract": Name }
}

/**
 * A table of calls as the browser makes them, each named after its endpoint in the contract. The
 * compiler rejects a call whose method, path, path parameters, payload (where it goes and its type),
 * success type, authorization or idempotency differ from the contract's, and a name the contract
 * lacks; nothing of the contract is loaded at run time.
 */
export const contractCalls = <
  const Table extends ContractCallTable<Table> & Record<string, EndpointDefinition>,
>(
  table: Table,
): Table => table
