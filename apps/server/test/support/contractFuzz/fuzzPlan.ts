import {
  AdministratorAccess,
  Authorization,
  EditorAccess,
  fieldNamesOf,
  GatehouseApi,
} from "@gatehouse/api-client/contract"
import { Arbitrary, Effect, Random, Schema } from "effect"
import { HttpApi, type HttpApiEndpoint } from "effect/http-api"
import {
  hostileBodies,
  hostileJsonValues,
  hostileUrlTexts,
  unstorableJsonTexts,
  unstorableUrlTexts,
} from "./hostileValues.ts"

/** Who the requests of an endpoint are sent as: whoever can get past its access check. */
export type Audience = "guest" | "player" | "staff"

/** One request the fuzz sends, and what it changed from the endpoint's valid request, for the report. */
export interface FuzzRequest {
  readonly endpoint: string
  readonly audience: Audience
  readonly method: string
  /** Path and query, percent-encoded, under the server's root. */
  readonly target: string
  readonly body: string | undefined
  /** What is hostile about it: `payload.fileName = "broken\ud800"`, `query.q = before%00after`. */
  readonly change: string
}

/** How many sampled hostile values each field meets, besides what no column can hold. */
const sampledPerField = 4

interface EndpointSchemas {
  readonly name: string
  readonly audience: Audience
  readonly method: string
  readonly path: string
  readonly params: Schema.Top | undefined
  readonly query: Schema.Top | undefined
  readonly payload: Schema.Top | undefined
}

const endpointsOfContract = (): ReadonlyArray<EndpointSchemas> => {
  const endpoints: Array<EndpointSchemas> = []
  HttpApi.reflect(GatehouseApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) => {
      const has = (service: unknown) => middleware.has(service as never)
      endpoints.push({
        name: `${group.identifier}.${endpoint.identifier}`,
        audience:
          has(EditorAccess) || has(AdministratorAccess) ? "staff" : has(Authorization) ? "player" : "guest",
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        query: endpoint.query,
        payload: payloadSchemaOf(endpoint),
      })
    },
  })
  return endpoints
}

const payloadSchemaOf = (endpoint: HttpApiEndpoint.Top): Schema.Top | undefined =>
  [...endpoint.payload.values()][0]?.schemas[0]

/**
 * A request the schema accepts, as it travels (the encoded side), so the hostile value of one field
 * reaches the handler behind the others. Generated from the schema with the run's seed (and a few
 * seeds after it when the schema's rules discard too many tries); `{}` when none is found.
 */
const validValueOf = (schema: Schema.Top | undefined, seed: string) => {
  if (schema === undefined) return Effect.succeed(undefined)
  const attempt = (seedOfTry: string) =>
    Arbitrary.sampleEffect(Arbitrary.schema(Schema.toType(schema) as Schema.Constraint), {
      count: 1,
      size: 8,
      maxDiscards: 2_000,
      seed: seedOfTry,
    }).pipe(
      Effect.flatMap(([value]) =>
        Schema.encodeUnknownEffect(schema as Schema.Codec<unknown, unknown>)(value),
      ),
    )
  return attempt(seed).pipe(
    Effect.catch(() => attempt(`${seed}:2`)),
    Effect.catch(() => attempt(`${seed}:3`)),
    Effect.orElseSucceed(() => ({})),
  )
}

/**
 * Values that exist in the database the server starts with, by payload field name (an account, a
 * code, a picture, a ticket category): put into the valid request where its schema has the field, so
 * the requests get past "not found" to the code that stores, credits and refunds.
 */
export type KnownValues = Readonly<Record<string, unknown>>

const withKnownValues = (payload: unknown, known: KnownValues, fields: ReadonlyArray<string>) =>
  typeof payload === "object" && payload !== null && !Array.isArray(payload)
    ? {
        ...payload,
        ...Object.fromEntries(fields.filter((name) => name in known).map((name) => [name, known[name]])),
      }
    : payload

const fieldNames = (value: unknown): ReadonlyArray<string> =>
  typeof value === "object" && value !== null ? Object.keys(value) : []

/** Every place inside a JSON value a field's value sits: `["rows", 0, "component"]`. */
const leafPaths = (
  value: unknown,
  at: ReadonlyArray<string | number> = [],
): Array<Array<string | number>> => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]))
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]))
  return at.length === 0 ? [] : [[...at]]
}

const replaced = (value: unknown, at: ReadonlyArray<string | number>, next: unknown): unknown => {
  const [head, ...rest] = at
  if (head === undefined) return next
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, next) : item))
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
  return { ...record, [head]: replaced(record[head], rest, next) }
}

const withoutKey = (value: unknown, key: string): unknown =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([name]) => name !== key))

const describe = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text
}

/** What no column can hold, then `count` other values picked with the run's seed. */
const hostileFor = <A>(unstorable: ReadonlyArray<A>, others: ReadonlyArray<A>, count: number) =>
  Effect.map(Random.shuffle(others), (shuffled) => [...unstorable, ...shuffled.slice(0, count)])

const pathWith = (path: string, params: Readonly<Record<string, string>>) =>
  path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "")

const queryString = (query: Readonly<Record<string, string | ReadonlyArray<string>>>) => {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (typeof value === "string" ? [value] : value).map((one) => `${encodeURIComponent(name)}=${one}`),
  )
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`
}

const encodeEach = (values: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((values ?? {}) as Record<string, unknown>).map(([name, value]) => [
      name,
      encodeURIComponent(String(value)),
    ]),
  )

const requestsOf = (endpoint: EndpointSchemas, seed: string, known: KnownValues) =>
  Effect.gen(function* () {
    const params = encodeEach(yield* validValueOf(endpoint.params, `${seed}:${endpoint.name}:params`))
    const query = encodeEach(yield* validValueOf(endpoint.query, `${seed}:${endpoint.name}:query`))
    const payloadFields = fieldNamesOf(endpoint.payload)
    const payload = withKnownValues(
      yield* validValueOf(endpoint.payload, `${seed}:${endpoint.name}:payload`),
      known,
      payloadFields,
    )
    const queryFields = [...new Set([...fieldNames(query), ...fieldNamesOf(endpoint.query)])]

    const request = (
      change: string,
      parts: {
        readonly params?: Record<string, string>
        readonly query?: Record<string, string | ReadonlyArray<string>>
        readonly body?: string | undefined
      } = {},
    ): FuzzRequest => ({
      endpoint: endpoint.name,
      audience: endpoint.audience,
      method: endpoint.method,
      target: pathWith(endpoint.path, parts.params ?? params) + queryString(parts.query ?? query),
      body: "body" in parts ? parts.body : payload === undefined ? undefined : JSON.stringify(payload),
      change,
    })

    const requests: Array<FuzzRequest> = [request("the valid request")]
    for (const name of Object.keys(params)) {
      for (const text of yield* hostileFor(unstorableUrlTexts, hostileUrlTexts, sampledPerField))
        requests.push(request(`path.${name} = ${describe(text)}`, { params: { ...params, [name]: text } }))
    }
    for (const name of queryFields) {
      for (const text of yield* hostileFor(unstorableUrlTexts, hostileUrlTexts, sampledPerField))
        requests.push(request(`query.${name} = ${describe(text)}`, { query: { ...query, [name]: text } }))
      requests.push(request(`query.${name} given twice`, { query: { ...query, [name]: ["1", "2"] } }))
      if (name in query)
        requests.push(
          request(`query.${name} missing`, { query: withoutKey(query, name) as Record<string, string> }),
        )
    }
    if (endpoint.payload !== undefined) {
      const paths = [
        ...leafPaths(payload),
        ...payloadFields.filter((name) => !fieldNames(payload).includes(name)).map((name) => [name]),
      ]
      for (const at of paths) {
        for (const value of yield* hostileFor(unstorableJsonTexts, hostileJsonValues, sampledPerField))
          requests.push(
            request(`payload.${at.join(".")} = ${describe(value)}`, {
              body: JSON.stringify(replaced(payload, at, value)),
            }),
          )
      }
      for (const name of fieldNames(payload))
        requests.push(request(`payload.${name} missing`, { body: JSON.stringify(withoutKey(payload, name)) }))
    }
    for (const { label, text } of hostileBodies)
      if (endpoint.method !== "GET") requests.push(request(`body: ${label}`, { body: text }))
    return requests
  })

/**
 * Every endpoint of the contract, each with its valid request and that request spoiled one field
 * (or the whole body) at a time. The same seed gives the same requests.
 */
export const fuzzPlan = (seed: string, known: KnownValues) =>
  Effect.forEach(endpointsOfContract(), (endpoint) => requestsOf(endpoint, seed, known)).pipe(
    Effect.map((perEndpoint) => perEndpoint.flat()),
    Random.withSeed(seed),
  )
