import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { consoleEndpoints } from "../src/console.ts"
import { makeClientFor } from "../src/index.ts"
import { recordingHandlers } from "./fakes.ts"

const csv = "code,value,currency,expiry,state\r\nK7PM-2QXD-9HRT,100.00,R-Coin,,unused\r\n"

describe("the console's CSV export", () => {
  it("sends the bearer token and hands back the file's text as it came", async () => {
    const seen: Array<{ url: string; authorization: string | undefined }> = []
    const client = makeClientFor(consoleEndpoints, {
      getToken: () => "staff-token",
      handlers: recordingHandlers().handlers,
      getCsrfToken: () => undefined,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({
          url: String(input),
          authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
        })
        return new Response(csv, { status: 200, headers: { "content-type": "text/csv; charset=utf-8" } })
      }) as typeof globalThis.fetch,
    })
    const text = await Effect.runPromise(client.exportCodeBatch({ id: 12 }))
    expect(text).toBe(csv)
    expect(seen).toEqual([{ url: "/api/staff/codes/batches/12/csv", authorization: "Bearer staff-token" }])
  })
})
