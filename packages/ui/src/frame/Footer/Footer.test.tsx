import { cleanup, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { filipinoCatalogue } from "../../i18n/catalogues/filipino.ts"
import { MessagesProvider } from "../../i18n/Messages.tsx"
import { ClockProvider } from "../../time/ClockProvider.tsx"
import { createTestClock } from "../../time/clock.ts"
import { Footer } from "./Footer.tsx"

afterEach(cleanup)

const clock = createTestClock(Date.UTC(2031, 5, 1))
const footer = (
  <ClockProvider clock={clock}>
    <Footer variant="standard" siteName="Gatehouse" />
  </ClockProvider>
)

describe("the footer's copyright year, when none is given", () => {
  it("is the clock's year in the browser", () => {
    render(footer)
    expect(screen.getByRole("contentinfo").textContent).toContain("Copyright © 2031 Gatehouse.")
  })

  it("waits for the browser on a page rendered on the server, keeping its place", () => {
    // The year's box is there, empty: it is filled in without moving the line.
    expect(renderToString(footer)).toMatch(/Copyright © <span class="[^"]+"><\/span>/)
  })
})

describe("the footer's policy links", () => {
  const policyNames = () =>
    ["Operation Policy", "Privacy Policy", "Cash Agreement", "Patakaran sa Operasyon", "Patakaran sa Privacy"]
      .flatMap((name) => screen.queryAllByText(name))
      .filter((element) => element.tagName.toLowerCase() === "text")

  it("are drawn as they are in English, each within its column", () => {
    render(footer)
    const names = policyNames()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.getAttribute("textLength")).toBeNull()
  })

  it("are drawn narrower in a longer language, never over their neighbours", () => {
    render(
      <MessagesProvider language="fil" catalogue={filipinoCatalogue} onMissingMessage={null}>
        {footer}
      </MessagesProvider>,
    )
    const long = screen.getAllByText("Patakaran sa Operasyon")
    expect(long.length).toBeGreaterThan(0)
    for (const name of long) {
      // The wide map's columns are 145 wide, the phone's 166: the name keeps inside either.
      expect(Number(name.getAttribute("textLength"))).toBeLessThanOrEqual(158)
      expect(name.getAttribute("lengthAdjust")).toBe("spacingAndGlyphs")
    }
  })
})
