import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { compressAnswer, negotiateEncoding } from "../src/http/compression.ts"

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

describe("what is made for one request", () => {
  it("is compressed at least fivefold in either encoding and reads back byte for byte", async () => {
    const rows = Array.from(
      { length: 400 },
      (_, rank) => `<tr><td>${rank + 1}</td><td>Player ${rank}</td></tr>`,
    )
    const page = new TextEncoder().encode(`<!doctype html><table>${rows.join("")}</table>`)
    const brotli = await compressAnswer(page, "br")
    const gzip = await compressAnswer(page, "gzip")
    assert.isBelow(brotli.length, page.length / 5)
    assert.isBelow(gzip.length, page.length / 5)
    assert.deepStrictEqual(new Uint8Array(brotliDecompressSync(brotli)), page)
    assert.deepStrictEqual(new Uint8Array(gunzipSync(gzip)), page)
  })
})
