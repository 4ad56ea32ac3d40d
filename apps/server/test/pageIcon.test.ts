import { describe, expect, it } from "vitest"
import { inlineIconLimit, withInlineIcon } from "../src/pages/pageIcon.ts"

const page = '<head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>'
const icon = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
)

describe("a page's icon", () => {
  it("is written into the page, so a phone asks for no favicon", () => {
    const html = withInlineIcon(page, icon)
    const href = /href="([^"]+)"/.exec(html)?.[1] ?? ""
    expect(href.startsWith("data:image/svg+xml;base64,")).toBe(true)
    expect(Buffer.from(href.slice(href.indexOf(",") + 1), "base64")).toEqual(Buffer.from(icon))
  })

  it("stays a link when it is large, or when there is none to serve", () => {
    expect(withInlineIcon(page, new Uint8Array(inlineIconLimit + 1))).toBe(page)
    expect(withInlineIcon(page, undefined)).toBe(page)
  })
})
