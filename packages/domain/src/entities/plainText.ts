import { Schema } from "effect"

export const nulCharacterMessage = "Text may not contain the NUL character."

/**
 * Text a player sends for the server to store or compare. PostgreSQL text cannot hold the NUL
 * character, so a string carrying one is refused as input (a 400 naming the field) wherever the
 * contract decodes a request, rather than failing later in the database as a 500.
 */
export const PlainText = Schema.String.pipe(
  Schema.check(Schema.makeFilter((text: string) => !text.includes("\u0000") || nulCharacterMessage)),
)
