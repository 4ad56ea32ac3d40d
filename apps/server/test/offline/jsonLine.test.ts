import { describe, expect, it } from "@effect/vitest"
import { Formatter } from "effect"
import { jsonLine } from "../../src/observability/jsonLine.ts"

const line = {
  level: "INFO",
  fiberId: "#12",
  timestamp: "2026-11-28T09:00:00.000Z",
  message: "GET /news 200 3ms",
  cause: undefined,
  annotations: { requestId: "b3c1d2e4-0000-4000-8000-000000000000", status: 200, durationMs: 3 },
  spans: {},
}

describe("a log line as JSON", () => {
  it("writes a request's plain line exactly as the library's formatter does", () => {
    expect(jsonLine(line)).toBe(Formatter.formatJson(line))
    expect(JSON.parse(jsonLine(line))).toMatchObject({
      message: "GET /news 200 3ms",
      annotations: { status: 200 },
    })
  })

  it("leaves values plain JSON cannot write to the library's formatter", () => {
    const withBigint = { ...line, annotations: { amount: 12345678901234567890n } }
    expect(jsonLine(withBigint)).toBe(Formatter.formatJson(withBigint))
    expect(JSON.parse(jsonLine(withBigint)).annotations.amount).toBe("12345678901234567890n")
  })
})
