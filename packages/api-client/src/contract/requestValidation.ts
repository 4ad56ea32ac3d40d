import { Effect, SchemaIssue } from "effect"
import { type HttpApiError, HttpApiMiddleware } from "effect/http-api"
import type { FieldErrors } from "../schemas/common.ts"
import { InvalidRequest } from "./errors.ts"
import { RequestValidation } from "./middleware.ts"

export const invalidRequestMessage = "The request is not valid."

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Where the bad value was: the request slot and the field (`query.page`, `payload.UserID`). */
const fieldOf = (slot: string, path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>) =>
  [slot, ...path.map((segment) => String(typeof segment === "object" ? segment.key : segment))].join(".")

/** Groups the decoding issues of one request part by field, keeping every message. */
export const invalidRequestFromSchemaError = (error: HttpApiError.HttpApiSchemaError): InvalidRequest => {
  const slot = error.kind.toLowerCase()
  const errors: Record<string, Array<string>> = {}
  for (const issue of formatIssues(error.cause.issue).issues) {
    const field = fieldOf(slot, issue.path ?? [])
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return new InvalidRequest({ message: invalidRequestMessage, errors: errors satisfies FieldErrors })
}

/**
 * The server side of {@link RequestValidation}: a request that does not decode answers 400 with
 * `{ message, errors }`. A response that does not encode is the server's own fault and stays a 500.
 */
export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(
  RequestValidation,
  (error) =>
    error.kind === "Body" || error.kind === "ResponseHeaders"
      ? Effect.fail(error)
      : Effect.fail(invalidRequestFromSchemaError(error)),
)
