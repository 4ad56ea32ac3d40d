import { assert, describe, it } from "@effect/vitest"
import { newsBodyElements } from "@gatehouse/domain"
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

  it("keeps every element the console's editor holds, and a table as the editor writes it", () => {
    for (const element of newsBodyElements) {
      const html = ["img", "br", "hr"].includes(element) ? `<${element} />` : `<${element}>x</${element}>`
      assert.include(sanitizeNewsHtml(html), `<${element}`, element)
    }
    const table = sanitizeNewsHtml(
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Rank</p></th></tr></tbody></table>',
    )
    assert.strictEqual(
      table,
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Rank</p></th></tr></tbody></table>',
    )
  })
})
