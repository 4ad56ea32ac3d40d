import { expect } from "@playwright/test"
import { test } from "./fixtures.ts"
import { gameClientLink } from "./menu.ts"

// A new visitor reads the game guides.

/** The nine hotspots of the interface picture, in the order Tab reaches them. */
const interfaceTopics = [
  "Character status",
  "Item quick slot",
  "Skill quick slot",
  "Chat window",
  "Shortcut slot",
  "Inventory",
  "Map",
  "Keyboard shortcuts",
  "Mouse control",
] as const

test.describe("Instructions", () => {
  test("a visitor opens the instructions from the frame and reads every hotspot by keyboard", async ({
    page,
  }) => {
    await page.goto("/")
    await (await gameClientLink(page, "Instructions")).click()
    await expect(page).toHaveURL("/instructions")
    await expect(page.getByRole("heading", { level: 1, name: "Instructions" })).toBeVisible()
    await expect(page.getByRole("table", { name: "Chat commands" })).toBeVisible()

    const hotspots = page.getByRole("list", { name: "Interface topics" })
    for (const [index, topic] of interfaceTopics.entries()) {
      const hotspot = hotspots.getByRole("button", { name: topic, exact: true })
      // The first hotspot is where a keyboard user arrives; Tab moves on to the next one.
      if (index === 0) await hotspot.focus()
      else await page.keyboard.press("Tab")
      await expect(hotspot).toBeFocused()

      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: topic })
      await expect(dialog.getByRole("heading", { name: topic })).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(hotspot).toBeFocused()
    }
  })
})
