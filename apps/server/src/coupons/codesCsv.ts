/** One code as its batch's CSV lists it. */
export interface CsvCode {
  readonly code: string
  readonly value: string
  readonly currency: string
  /** The last day it works (`YYYY-MM-DD`), empty when it never expires. */
  readonly expiry: string
  readonly state: "unused" | "redeemed" | "voided" | "expired"
}

export const csvHeader = ["code", "value", "currency", "expiry", "state"] as const

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const field = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/** The batch as CSV: a header row, then one row per code, each line ended by CRLF as RFC 4180 says. */
export const codesCsv = (codes: ReadonlyArray<CsvCode>): string =>
  [csvHeader, ...codes.map((code) => csvHeader.map((name) => code[name]))]
    .map((row) => `${row.map(field).join(",")}\r\n`)
    .join("")
