import { Schema, type SchemaAST, SchemaTransformation } from "effect"

export const nulCharacterMessage = "Text may not contain the NUL character."

export const loneSurrogateMessage = "Text may not contain a broken character (a lone UTF-16 surrogate)."

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Text a client sends: every string of a request the contract decodes (payload fields, query values,
 * path segments, headers) is this schema or built on it. PostgreSQL text cannot hold the NUL
 * character, and a lone surrogate is no character at all (it cannot be written as UTF-8, so the
 * database, a file name or a URL would fail on it), so either is refused where the request is
 * decoded: a 400 naming the field, never a 500 from deeper down.
 */
const refusesNul = Schema.makeFilter((text: string) => !text.includes("\u0000") || nulCharacterMessage)
const refusesLoneSurrogates = Schema.makeFilter(
  (text: string) => !loneSurrogate.test(text) || loneSurrogateMessage,
)

export const PlainText = Schema.String.pipe(Schema.check(refusesNul, refusesLoneSurrogates))

/** Whether a string's schema is {@link PlainText} or built on it (the contract's tests ask this of every field). */
export const isPlainText = (ast: SchemaAST.AST): boolean => {
  const checks: ReadonlyArray<unknown> = ast.checks ?? []
  return ast._tag === "String" && checks.includes(refusesNul) && checks.includes(refusesLoneSurrogates)
}

/**
 * {@link PlainText} trimmed on decoding, for names staff type where surrounding spaces are a slip.
 */
export const TrimmedPlainText = PlainText.pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))
