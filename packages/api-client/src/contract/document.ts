import { staffOnlyMessage, tooManyRequestsMessage } from "@gatehouse/domain"
import { Context, SchemaAST } from "effect"
import { HttpApi, OpenApi } from "effect/http-api"
// The contract's version is the published packages' version (they are released together), read
// from the manifest changesets bumps, so the document never names a version of its own.
import manifest from "../../package.json" with { type: "json" }
import {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  NotImplemented,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  ValidationFailed,
} from "./errors.ts"
import { invalidRequestMessage } from "./requestValidation.ts"

const errorAnswer = (
  description: string,
  component: string,
  headers?: Record<string, OpenApi.OpenAPISpecHeader>,
): OpenApi.OpenApiSpecResponse => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: { $ref: `#/components/schemas/${component}` } } },
})

const serverAnswers = {
  413: errorAnswer(
    "The body is larger than the server reads (64 kB; a staff picture upload 3 MB): 'The request is too large.'",
    "PayloadTooLargeEncoded",
  ),
  503: errorAnswer(
    "The database was too busy to answer in time, too many passwords were waiting to be checked, or the server is restarting: 'The server is busy. Please try again in a moment.'",
    "ServiceUnavailableEncoded",
    {
      "retry-after": {
        description: "Seconds to wait before trying again.",
        required: true,
        schema: { type: "string", pattern: "^[0-9]+$" },
      },
    },
  ),
}

/**
 * What no endpoint declares because the HTTP server answers it around every call (ADR 0014, 0017):
 * 413 for any call with a body, 503 for any call. A parameter also carries its schema's
 * description, where a reader of a reference looks for it.
 */
const withServerAnswers = (operation: OpenApi.OpenAPISpecOperation): OpenApi.OpenAPISpecOperation => ({
  ...operation,
  parameters: operation.parameters.map((parameter) => {
    const { description } = parameter.schema as { description?: string }
    return description === undefined ? parameter : { ...parameter, description }
  }),
  responses: {
    ...operation.responses,
    ...(operation.requestBody === undefined ? { 503: serverAnswers[503] } : serverAnswers),
  },
})

/**
 * The schema generator writes an optional nullable field as `anyOf: [T, null, null]` and an
 * unknown-or-null one as `anyOf: [{}, null]`; both read better (and lint clean) as what they mean.
 */
const tidySchemas = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(tidySchemas)
  if (value === null || typeof value !== "object") return value
  const tidied = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, tidySchemas(inner)]))
  if (!Array.isArray(tidied.anyOf)) return tidied
  const { anyOf, ...rest } = tidied
  const distinct = [...new Map(anyOf.map((option: unknown) => [JSON.stringify(option), option])).values()]
  if (distinct.some((option) => JSON.stringify(option) === "{}")) return rest
  return distinct.length === 1 ? { ...rest, ...(distinct[0] as object) } : { ...rest, anyOf: distinct }
}

/** An example of each error answer, by its `_tag`, in the server's own words where a message is fixed. */
const errorExamples: Readonly<Record<string, object>> = {
  InvalidRequest: {
    message: invalidRequestMessage,
    errors: { "query.page": ["Expected a whole number written in digits"] },
  },
  Unauthorized: { message: "Please log in to continue." },
  Forbidden: { message: staffOnlyMessage },
  NotFound: { message: "This item is not sold in the shop." },
  Conflict: { message: "Insufficient balance: you do not have enough R-Coin or Milleage for this purchase." },
  ValidationFailed: { message: "Please check the form.", errors: { userId: ["Username is required."] } },
  TooManyRequests: { message: tooManyRequestsMessage },
  NotImplemented: { message: "findPassword is not available on this server yet." },
  PayloadTooLarge: { message: "The request is too large." },
  ServiceUnavailable: { message: "The server is busy. Please try again in a moment." },
}

const errors = [
  InvalidRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  ValidationFailed,
  TooManyRequests,
  NotImplemented,
  PayloadTooLarge,
  ServiceUnavailable,
]

/**
 * What each shared schema of the answers is, by its component name. The schemas are the domain's
 * (shared with the browser client), so their words for the document are kept here, beside it.
 */
const componentDescriptions: Readonly<Record<string, string>> = {
  UserEncoded:
    "The signed-in player as the login answers it: account, names, contact, balances (`UserPoint` R-Coin, `UserPoint2` Milleage), user type and characters.",
  AccountCharacterEncoded: "One of the player's characters as the account page lists it.",
  TopUpHistoryRowEncoded: "One redeemed code or paid top-up in the player's history.",
  PurchaseHistoryRowEncoded: "One item purchase in the player's history, with its delivery state.",
  CartRowEncoded: "One row of the player's cart: how many, whether it is checked for buying, and the item.",
  CartItemEncoded: "The shop item a cart row holds.",
  ShopItemEncoded:
    "An item as the shop lists it, with its price in its currency (`section` 1 R-Coin, 2 Milleage).",
  ShopCategoryEncoded: "A category tab of the shop.",
  MyRankingsResponseEncoded: "The caller's characters with their places on every board.",
  CharacterPlacesEncoded: "A character and its place on each board, or `null` where it does not rank.",
  RankingsResponseEncoded: "The top 100 of each ranking board in one season.",
  RankingRowEncoded: "One character's row on a ranking board.",
  SocialLinkEncoded: "A published social link; `network` picks the drawn icon.",
  MediaEntryEncoded: "An entry of the Gallery, Wallpaper or Movies page with its files.",
  MediaFileEncoded: "One file of a media entry: a picture, a wallpaper resolution or a video.",
  SiteBannerEncoded: "A banner of the home page's rotator.",
  NewsItemEncoded: "A published news item (`type` 0 announcement, 1 guide, 2 event), its content HTML.",
  DownloadItemEncoded: "A download mirror of the game client.",
  ConnectionInfoEncoded: "The caller's address and its whitelist state.",
}

/** Each error schema (`InvalidRequestEncoded`, …) gets its class's description and its example; every other its words. */
const withComponentWords = (spec: OpenApi.OpenAPISpec) => {
  const schemas = spec.components.schemas
  for (const error of errors) {
    const name = `${error.identifier}Encoded`
    const schema = schemas[name]
    if (schema === undefined) continue
    schemas[name] = {
      ...schema,
      description: SchemaAST.resolveDescription(error.ast) ?? error.identifier,
      examples: [{ _tag: error.identifier, ...errorExamples[error.identifier] }],
    }
  }
  // Registering the two server errors also made a bare alias of each; the answers name the schemas themselves.
  delete schemas[PayloadTooLarge.identifier]
  delete schemas[ServiceUnavailable.identifier]
  for (const [name, description] of Object.entries(componentDescriptions)) {
    const schema = schemas[name]
    if (schema !== undefined) schemas[name] = { ...schema, description }
  }
  return spec
}

const operationMethods = ["get", "post", "put", "patch", "delete"] as const

const completeDocument = (document: Record<string, unknown>) => {
  const spec = withComponentWords(tidySchemas(document) as OpenApi.OpenAPISpec)
  for (const item of Object.values(spec.paths)) {
    for (const method of operationMethods) {
      const operation = item[method]
      if (operation !== undefined) item[method] = withServerAnswers(operation)
    }
  }
  return spec
}

/** The document's own parts: its title, version, licence and server, and the answers around every call. */
export const documentAnnotations = Context.merge(
  OpenApi.annotations({
    title: "Gatehouse API",
    version: manifest.version,
    description: [
      "The calls of a Gatehouse fan-server portal: the player portal's (accounts, content, rankings, coupons, shop, cart, history, top-ups, character services, votes, events, support tickets) and the staff console's (under `/api/staff/`).",
      "",
      "Every answer is JSON. An error answers `{ _tag, message }` (and `errors`, messages keyed by field, for rejected input) with its HTTP status, so a client can always show the server's own sentence.",
      "A call marked with bearer security needs `Authorization: Bearer <token>` from `processLogin`; without a valid one it answers 401.",
    ].join("\n"),
    license: { name: manifest.license, identifier: manifest.license },
    servers: [{ url: "/", description: "The server that serves this document" }],
    transform: completeDocument,
  }),
  Context.make(HttpApi.AdditionalSchemas, [PayloadTooLarge, ServiceUnavailable]),
)
