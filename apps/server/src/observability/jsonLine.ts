import { Formatter, type Logger } from "effect"

/** A log line as the library structures it before writing it as JSON. */
type StructuredLine = typeof Logger.formatStructured extends Logger.Logger<unknown, infer Line> ? Line : never

const isPrimitive = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"

/**
 * A log line as one JSON object. The library's formatter passes every key through a replacer
 * (redaction, cycles, errors, bigints), which made a request's line about a tenth of a cached
 * read's cost; a line whose message and annotations are plain strings, numbers and booleans (every
 * request's line) needs none of it and is written by `JSON.stringify` alone.
 */
export const jsonLine = (line: StructuredLine) =>
  isPrimitive(line.message) && Object.values(line.annotations).every(isPrimitive)
    ? JSON.stringify(line)
    : Formatter.formatJson(line)
