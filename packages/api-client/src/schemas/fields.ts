import { Schema, SchemaTransformation } from "effect"

/**
 * Path segments and query values arrive as text; these codecs turn them into checked integers so a
 * malformed value is refused with 400 before a handler runs.
 */
export const IntFromString = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt()))

/** Identifiers, categories and counts: whole numbers from 0. */
export const NaturalFromString = IntFromString.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** Page numbers start at 1. */
export const PageNumberFromString = IntFromString.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))

/** The news path flags are switches: 0 or 1. */
export const FlagFromString = IntFromString.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })))

/** The most news items one call may ask for. */
export const maxNewsCount = 100

export const NewsCountFromString = IntFromString.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: maxNewsCount })),
)

/**
 * A list of cart row numbers in one query value, comma separated (`items=12,15`), so the spec's
 * `?items={list}` stays a single parameter.
 */
export const NaturalListFromString = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d+(,\d+)*$/, { message: "Expected comma-separated whole numbers" })),
  Schema.decodeTo(
    Schema.Array(Schema.Int),
    SchemaTransformation.transform({
      decode: (text: string): ReadonlyArray<number> => text.split(",").map(Number),
      encode: (numbers: ReadonlyArray<number>) => numbers.join(","),
    }),
  ),
)
