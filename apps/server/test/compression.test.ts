import { assert, describe, it } from "@effect/vitest"
import { negotiateEncoding } from "../src/http/compression.ts"

describe("content negotiation", () => {
  it("picks brotli, then gzip, and respects refusals", () => {
    assert.strictEqual(negotiateEncoding("gzip, deflate, br"), "br")
    assert.strictEqual(negotiateEncoding("gzip"), "gzip")
    assert.strictEqual(negotiateEncoding("br;q=0, gzip"), "gzip")
    assert.strictEqual(negotiateEncoding("*"), "gzip")
    assert.strictEqual(negotiateEncoding("identity"), "identity")
    assert.strictEqual(negotiateEncoding(undefined), "identity")
  })
})
