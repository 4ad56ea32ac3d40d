import { InvalidRequest, invalidRequestMessage } from "@gatehouse/api-client/contract"
import { Effect } from "effect"

export const nulCharacterMessage = "Text may not contain the NUL character."

/**
 * PostgreSQL text cannot hold the NUL character, so a string carrying one would fail in the
 * database (a 500) instead of being refused as input. Calls with text payloads check first and
 * answer 400 like any other undecodable field.
 */
export const refuseNulCharacters = (payload: object) => {
  const fields = Object.entries(payload)
    .filter(([, value]) => typeof value === "string" && value.includes("\u0000"))
    .map(([field]) => field)
  return fields.length === 0
    ? Effect.void
    : Effect.fail(
        new InvalidRequest({
          message: invalidRequestMessage,
          errors: Object.fromEntries(fields.map((field) => [`payload.${field}`, [nulCharacterMessage]])),
        }),
      )
}
