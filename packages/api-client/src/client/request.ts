import { Effect, Option, Schema } from "effect"
import { ErrorBody } from "../schemas/common.ts"
import type { EndpointDefinition, PlainSchema } from "./endpoint.ts"
import { ApiDecodeError, type ApiFailure, ApiHttpError, ApiNetworkError } from "./failures.ts"
import { requestHeaders } from "./headers.ts"

/** What a request needs from its surroundings; injected so tests can use a fake `fetch`. */
export interface RequestContext {
  readonly baseUrl: string
  readonly fetch: typeof globalThis.fetch
  readonly getToken: () => string | null | undefined
  readonly getCsrfToken: () => string | undefined
}

/**
 * A call's input that does not match its own schema is a programming error in the portal, not
 * something to tell a player, so it is a defect rather than an {@link ApiFailure}.
 */
const encode = (schema: PlainSchema, input: unknown) =>
  Effect.orDie(Schema.encodeUnknownEffect(Schema.toCodecJson(schema))(input)) as Effect.Effect<
    Record<string, unknown>
  >

const fillPath = (path: string, params: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))

const queryString = (query: Record<string, unknown>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

const parseJson = (text: string): unknown => {
  try {
    return text === "" ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody)

/** Sends one call and decodes its answer with the endpoint's success schema. */
export const sendRequest = (
  context: RequestContext,
  definition: EndpointDefinition,
  input: Record<string, unknown> | undefined,
  extraHeaders: Readonly<Record<string, string>> = {},
): Effect.Effect<unknown, ApiFailure> =>
  Effect.gen(function* () {
    const params = definition.params ? yield* encode(definition.params, input) : {}
    const encodedRequest = definition.request ? yield* encode(definition.request, input) : undefined
    const url =
      context.baseUrl +
      fillPath(definition.path, params) +
      (definition.payload === "query" && encodedRequest ? queryString(encodedRequest) : "")
    const init: RequestInit = {
      method: definition.method,
      headers: {
        ...requestHeaders({ token: context.getToken(), csrfToken: context.getCsrfToken() }),
        ...extraHeaders,
      },
      ...(definition.payload === "body" ? { body: JSON.stringify(encodedRequest) } : {}),
    }
    const { status, text } = yield* Effect.tryPromise({
      try: async (signal) => {
        const response = await context.fetch(url, { ...init, signal })
        return { status: response.status, text: await response.text() }
      },
      catch: (cause) => new ApiNetworkError({ cause }),
    })
    const body = parseJson(text)
    if (status < 200 || status >= 300) {
      return yield* new ApiHttpError({ status, body: Option.getOrElse(decodeErrorBody(body), () => ({})) })
    }
    return yield* Schema.decodeUnknownEffect(Schema.toCodecJson(definition.success))(
      definition.answer === "text" ? text : body,
    ).pipe(Effect.mapError((cause) => new ApiDecodeError({ status, cause })))
  })
