import { type ApiFailure, type PolicyHandlers, reportActionError } from "@gatehouse/api-client"
import { Effect, Result, Schema, SchemaIssue } from "effect"

/** What is wrong with a console form, one message per field. */
export type FormErrors = Readonly<Record<string, string>>

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Checks a console form against the very schema its call sends, so the field messages are the API's
 * own and nothing the server would refuse is sent (the client treats input that does not match
 * its schema as a programming error).
 */
export const checkForm = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): Result.Result<S["Type"], FormErrors> =>
  Result.mapError(Schema.decodeUnknownResult(schema)(input, { errors: "all" }), (error) => {
    const errors: Record<string, string> = {}
    for (const issue of formatIssues(error.issue).issues) {
      const field = String(issue.path?.[0] ?? "")
      errors[field] ??= issue.message
    }
    return errors
  })

/**
 * The field messages of a refused call: a 422 names fields as the form does (`rcoin`), a 400 as the
 * request does (`payload.count`). Empty when the answer names no field.
 */
export const serverFormErrors = (failure: ApiFailure): FormErrors => {
  if (failure._tag !== "ApiHttpError" || failure.body.errors === undefined) return {}
  const errors = failure.body.errors
  if (Array.isArray(errors)) return {}
  return Object.fromEntries(
    Object.entries(errors as Readonly<Record<string, ReadonlyArray<string>>>).map(([field, messages]) => [
      field.replace(/^payload\./, ""),
      messages[0] ?? "",
    ]),
  )
}

/** A refused console form: the fields it names are shown beside them; a refusal naming none is the ERROR! dialog. */
export const reportUnlessFields = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  Object.keys(serverFormErrors(failure)).length > 0 ? Effect.void : reportActionError(failure, handlers)
