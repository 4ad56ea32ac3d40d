import { assert, describe, it } from "@effect/vitest"
import { sanitizeNewsHtml } from "../src/content/sanitizeHtml.ts"

describe("news HTML", () => {
  it("keeps formatting, links and images, and drops scripts, handlers and styles", () => {
    const clean = sanitizeNewsHtml(
      `<h2>Patch</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com" target="_blank">that</a></p><script>alert(1)</script><style>body{}</style><img src="/media/thumbs/gate.svg" alt="Gate" onerror="x()"><iframe src="https://example.com"></iframe>`,
    )
    assert.include(clean, "<h2>Patch</h2>")
    assert.include(clean, '<a href="https://example.com" target="_blank" rel="noopener noreferrer">that</a>')
    assert.include(clean, '<img src="/media/thumbs/gate.svg" alt="Gate" />')
    assert.notMatch(clean, /script|onclick|onerror|javascript:|<style|<iframe|steal/)
  })
})
