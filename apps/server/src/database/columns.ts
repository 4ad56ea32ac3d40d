import { Amount } from "@gatehouse/domain"
import { Schema, SchemaTransformation } from "effect"
import { centsOf, numericOf } from "../ledger/amounts.ts"

/**
 * The few columns whose database form differs from what the API sends. Each decodes the value the
 * driver gives into the entity's field; every other column is named as the entity names it and
 * decoded by the entity's own schema.
 */

/** A `timestamptz` arrives as a Date; the API sends ISO text with milliseconds and `Z`. */
export const isoTimestamp = Schema.Date.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({
      decode: (date) => date.toISOString(),
      encode: (text) => new Date(text),
    }),
  ),
)

/** A `boolean` column is the spec's 0/1 flag. */
export const flag = Schema.Boolean.pipe(
  Schema.decodeTo(
    Schema.Finite,
    SchemaTransformation.transform({
      decode: (on): number => (on ? 1 : 0),
      encode: (value) => value !== 0,
    }),
  ),
)

/** A `numeric(12,2)` arrives as exact text; through whole cents it becomes an amount without float drift. */
export const amount = Schema.String.pipe(
  Schema.decodeTo(
    Amount,
    SchemaTransformation.transform({
      decode: (numeric) => centsOf(numeric) / 100,
      encode: (value) => numericOf(centsOf(value)),
    }),
  ),
)

/**
 * A `bigint` column arrives as a JS bigint. What the tables keep in one (identities, in-game gold)
 * fits a double exactly far beyond any real value (2^53).
 */
export const bigintNumber = Schema.BigInt.pipe(
  Schema.decodeTo(
    Schema.Finite,
    SchemaTransformation.transform({
      decode: (value) => Number(value),
      encode: (value) => BigInt(value),
    }),
  ),
)

/** In-game gold is a `bigint` column. */
export const gold = bigintNumber
