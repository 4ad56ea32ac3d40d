import type { Schema } from "effect"
import { SchemaAST } from "effect"
import { HttpApi, type HttpApiEndpoint } from "effect/http-api"
import { idempotencyKeyHeader } from "../schemas/idempotency.ts"
import { apiPrefix } from "../schemas/prefix.ts"
import { GatehouseApi } from "./api.ts"
import { Authorization } from "./middleware.ts"
import { AdministratorAccess, EditorAccess } from "./staffAccess.ts"

/** Where a call carries its input besides the path: nothing, a JSON body, or the query string. */
export type PayloadKind = "none" | "body" | "query"

/** One endpoint as tests and the API reference see it. */
export interface ContractEndpoint {
  readonly group: string
  readonly name: string
  readonly method: string
  /** The path as the spec writes it, e.g. `/getnewsall/:category/:count/:flagA/:flagB`. */
  readonly path: string
  /** The path the server answers, under the API prefix. */
  readonly mountedPath: string
  /** The schema of the path's `:name` segments. */
  readonly paramsSchema: Schema.Top | undefined
  readonly payload: PayloadKind
  /** The schema of the body or of the query fields. */
  readonly requestSchema: Schema.Top | undefined
  /** The names of the body or query fields, sorted. */
  readonly payloadFields: ReadonlyArray<string>
  readonly requiresAuth: boolean
  /** Whether the call takes an Idempotency-Key header (it moves money). */
  readonly idempotent: boolean
  readonly successStatus: number
  readonly successSchema: Schema.Top
  readonly errorStatuses: ReadonlyArray<number>
}

/** The field names of a struct-like schema (structs and Schema classes alike), sorted. */
export const fieldNamesOf = (schema: Schema.Top | undefined): ReadonlyArray<string> => {
  if (schema === undefined) return []
  const ast = SchemaAST.toType(schema.ast)
  const objects = SchemaAST.isDeclaration(ast)
    ? ast.typeParameters.map((parameter) => SchemaAST.toType(parameter)).find(SchemaAST.isObjects)
    : SchemaAST.isObjects(ast)
      ? ast
      : undefined
  return (objects?.propertySignatures ?? []).map((property) => String(property.name)).sort()
}

const bodySchemaOf = (endpoint: HttpApiEndpoint.Top): Schema.Top | undefined =>
  [...endpoint.payload.values()][0]?.schemas[0]

const payloadOf = (
  endpoint: HttpApiEndpoint.Top,
): Pick<ContractEndpoint, "payload" | "requestSchema" | "payloadFields"> => {
  if (endpoint.query !== undefined)
    return { payload: "query", requestSchema: endpoint.query, payloadFields: fieldNamesOf(endpoint.query) }
  const body = bodySchemaOf(endpoint)
  if (body !== undefined) return { payload: "body", requestSchema: body, payloadFields: fieldNamesOf(body) }
  return { payload: "none", requestSchema: undefined, payloadFields: [] }
}

const collect = (): ReadonlyArray<ContractEndpoint> => {
  const endpoints: Array<ContractEndpoint> = []
  HttpApi.reflect(GatehouseApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware, successes, errors }) => {
      const [successStatus, successSchemas] = [...successes][0] ?? [200, []]
      endpoints.push({
        group: group.identifier,
        name: endpoint.identifier,
        method: endpoint.method,
        path: endpoint.path.slice(apiPrefix.length),
        mountedPath: endpoint.path,
        paramsSchema: endpoint.params,
        ...payloadOf(endpoint),
        requiresAuth: [Authorization, EditorAccess, AdministratorAccess].some((access) =>
          middleware.has(access as never),
        ),
        idempotent: fieldNamesOf(endpoint.headers).includes(idempotencyKeyHeader),
        successStatus,
        successSchema: successSchemas[0] as Schema.Top,
        errorStatuses: [...errors.keys()].sort((a, b) => a - b),
      })
    },
  })
  return endpoints
}

/** Every endpoint of {@link GatehouseApi}, read from the contract itself. */
export const contractEndpoints: ReadonlyArray<ContractEndpoint> = collect()
