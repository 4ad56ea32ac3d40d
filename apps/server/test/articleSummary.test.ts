import { describe, expect, it } from "vitest"
import { articleSummary, plainTextOf } from "../src/pages/articleSummary.ts"

describe("a news body as the one line a search result shows", () => {
  it("drops tags, decodes entities and keeps the words of two paragraphs apart, no-break spaces included", () => {
    expect(plainTextOf("<h2>Patch&nbsp;1.2</h2><p>Fixes &amp; <b>new</b> pets &lt;3</p>")).toBe(
      "Patch 1.2 Fixes & new pets <3",
    )
  })

  it("drops what scripts and styles hold, not only their tags", () => {
    expect(plainTextOf("<p>Hello</p><script>alert(1)</script><style>p{}</style>")).toBe("Hello")
  })

  it("cuts a long body at a word boundary with an ellipsis", () => {
    const summary = articleSummary(`<p>${"word ".repeat(100)}</p>`, 30)
    expect(summary).toBe("word word word word word word…")
    expect(Array.from(summary).length).toBeLessThanOrEqual(30)
  })

  it("leaves a short body whole", () => {
    expect(articleSummary("<p>Server maintenance tonight.</p>")).toBe("Server maintenance tonight.")
  })
})
