import { expect, type Page } from "@playwright/test"

/**
 * Waits until the page runs in the browser. A page the server rendered shows the phone's Menu button
 * until its JavaScript knows the screen can hover; the header's clocks show the time only then too.
 */
const untilLive = (page: Page) => expect(page.getByRole("banner").locator("[data-pending]")).toHaveCount(0)

/** The main menu, opened as a visitor would: its Menu button on a phone, a hover on a desktop. */
export const openMainMenu = async (page: Page) => {
  const menu = page.getByRole("navigation", { name: "Main menu" })
  const toggle = menu.getByRole("button", { name: "Menu" })
  await untilLive(page)
  if (await toggle.isVisible()) await toggle.click()
  else await menu.hover()
  return menu
}

/** Opens a page from the home page through the main menu. */
export const openFromMenu = async (page: Page, name: string) => {
  await page.goto("/")
  const menu = await openMainMenu(page)
  await menu.getByRole("link", { name, exact: true }).first().click()
}
