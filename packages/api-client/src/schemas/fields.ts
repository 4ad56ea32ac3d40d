import { PlainText } from "@gatehouse/domain"
import { Schema, SchemaTransformation } from "effect"

/**
 * Path segments and query values arrive as text; these codecs turn them into checked integers so a
 * malformed value is refused with 400 before a handler runs. Only plain decimal digits count: `0x1`,
 * ` 1`, `1e3` and `1.0` are numbers to JavaScript's `Number` but not what any client of ours sends,
 * and accepting them would let one item or page answer to many spellings. Fifteen digits keep every
 * value exact.
 */
export const IntFromString = PlainText.pipe(
  Schema.check(Schema.isPattern(/^-?\d{1,15}$/, { message: "Expected a whole number written in digits" })),
  Schema.decodeTo(
    Schema.Int,
    SchemaTransformation.transform({ decode: Number, encode: (value: number) => String(value) }),
  ),
)

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
export const NaturalListFromString = PlainText.pipe(
  Schema.check(Schema.isPattern(/^\d+(,\d+)*$/, { message: "Expected comma-separated whole numbers" })),
  Schema.decodeTo(
    Schema.Array(Schema.Int),
    SchemaTransformation.transform({
      decode: (text: string): ReadonlyArray<number> => text.split(",").map(Number),
      encode: (numbers: ReadonlyArray<number>) => numbers.join(","),
    }),
  ),
)
