/**
 * What an attacker types into a field. What the database cannot hold comes first, and every field
 * meets it: text with NUL or a lone surrogate, and the largest amount a balance column holds (added
 * to any balance, it overflows); the rest are sampled per field.
 */

/** Values a JSON body carries: the field's value replaced by each in turn. */
export const unstorableJsonTexts: ReadonlyArray<unknown> = [
  "before\u0000after",
  "broken\ud800",
  "9999999999.99",
  9_999_999_999.99,
]

/** Nests a value `depth` arrays deep: a parser or a validator that recurses may run out of stack. */
export const nestedArrays = (depth: number): unknown => {
  let value: unknown = "deep"
  for (let level = 0; level < depth; level += 1) value = [value]
  return value
}

export const hostileJsonValues: ReadonlyArray<unknown> = [
  "\udfff",
  "\u0000",
  "",
  " ",
  "x".repeat(20_000),
  "-1",
  "NaN",
  "Infinity",
  "1e309",
  "99999999999999999999999",
  "10000000000",
  "0.001",
  "0x10",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../../etc/passwd",
  "%00",
  "🦄",
  -1,
  0,
  1.5,
  -0.01,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  true,
  null,
  [],
  {},
  { $gt: "" },
  ["a", 1],
  nestedArrays(2_000),
]

/** Values of a query string or a path segment, already percent-encoded as they travel. */
export const unstorableUrlTexts: ReadonlyArray<string> = [
  "before%00after",
  "broken%ED%A0%80",
  "9999999999.99",
]

export const hostileUrlTexts: ReadonlyArray<string> = [
  "%00",
  "%FF%FE",
  "%C0%80",
  "",
  "%20",
  "x".repeat(4_000),
  "-1",
  "NaN",
  "1e309",
  "99999999999999999999999",
  "0x10",
  "1.5",
  "%3Cscript%3E",
  "'%20OR%201%3D1",
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%A6%84",
  "a,b",
  "1,,2",
]

/**
 * Whole bodies in place of the payload: none at all, JSON of the wrong shape, deep nesting, JSON that
 * does not parse, and an object that tries to reach `Object.prototype`.
 */
export const hostileBodies: ReadonlyArray<{ readonly label: string; readonly text: string | undefined }> = [
  { label: "no body", text: undefined },
  { label: "null", text: "null" },
  { label: "an array", text: "[]" },
  { label: "a string", text: '"text"' },
  { label: "a huge number", text: "1e999" },
  { label: "deep nesting", text: `{"deep":${"[".repeat(20_000)}1${"]".repeat(20_000)}}` },
  { label: "broken JSON", text: '{"a":' },
  { label: "a NUL escape in a key", text: '{"\\u0000":1}' },
  { label: "a prototype key", text: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
]
