import { cleanup, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
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
