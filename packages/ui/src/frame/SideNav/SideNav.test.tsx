import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { defaultAgentChatHref, sideNavGroup } from "../navigation.ts"
import { SideNav } from "./SideNav.tsx"

afterEach(cleanup)

const guide = sideNavGroup("characters", {
  variant: "standard",
  isLoggedIn: false,
  agentChatHref: defaultAgentChatHref,
})

// The phone's fold is styled away on a classic-width screen; the page's markup is the same at both.
describe("the side navigation's fold on a phone", () => {
  it("starts folded, named after the page the player is on", () => {
    if (!guide) throw new Error("the guide has side navigation")
    render(<SideNav group={guide} section="characters" />)
    const fold = screen.getByRole("button", { name: "Character" })
    expect(fold.getAttribute("aria-expanded")).toBe("false")
    const nav = screen.getByRole("navigation", { name: "Guide pages" })
    expect(fold.getAttribute("aria-controls")).toBe(nav.id)
    expect(nav.hasAttribute("data-folded")).toBe(true)
  })

  it("unfolds the section's pages on a tap, and folds them again", () => {
    if (!guide) throw new Error("the guide has side navigation")
    render(<SideNav group={guide} section="characters" />)
    const fold = screen.getByRole("button", { name: "Character" })
    const nav = screen.getByRole("navigation", { name: "Guide pages" })
    fireEvent.click(fold)
    expect(fold.getAttribute("aria-expanded")).toBe("true")
    expect(nav.hasAttribute("data-folded")).toBe(false)
    fireEvent.click(fold)
    expect(nav.hasAttribute("data-folded")).toBe(true)
  })

  it("names the section when the page is not one of its entries", () => {
    const fromInstructions = sideNavGroup("instructions", {
      variant: "standard",
      isLoggedIn: false,
      agentChatHref: defaultAgentChatHref,
    })
    if (!fromInstructions) throw new Error("the instructions belong to the guide")
    render(<SideNav group={fromInstructions} section="instructions" />)
    expect(screen.getByRole("button", { name: "Guide pages" })).toBeTruthy()
  })
})
