import { describe, expect, it } from "vitest"
import { withBody } from "../src/pages/pageBody.ts"

const shell = `<!doctype html>
<html lang="en">
  <head><title>Gatehouse</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`

describe("a server-rendered page", () => {
  it("carries the render in its root, the answers beside it and the theme on <html>", () => {
    const html = withBody(shell, { html: "<h1>News</h1>", themeClass: "theme_1", answers: { news: [1] } })
    expect(html).toContain('<html lang="en" class="theme_1">')
    expect(html).toContain('<div id="root"><h1>News</h1></div>')
    expect(html).toContain('<script type="application/json" id="gatehouse-answers">{"news":[1]}</script>')
  })

  it("keeps an answer's text from closing its element early", () => {
    const answers = { subject: "</script><script>alert(1)</script>" }
    const html = withBody(shell, { html: "", themeClass: "t", answers })
    expect(html).not.toContain("</script><script>alert(1)")
    const json = /id="gatehouse-answers">(.*?)<\/script>/.exec(html)?.[1] ?? ""
    expect(JSON.parse(json)).toEqual(answers)
  })

  it("leaves a page it does not know how to fill unchanged", () => {
    const unknown = "<html><body><main></main></body></html>"
    expect(withBody(unknown, { html: "<h1>x</h1>", themeClass: "t", answers: {} })).toBe(unknown)
  })
})
