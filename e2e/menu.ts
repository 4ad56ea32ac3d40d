import type { Page } from "@playwright/test"
import { untilLive } from "./live.ts"

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

/**
 * A button of the game client's (Download, Instructions): beside the banners on a desktop, in the
 * menu sheet on a phone, which this opens.
 */
export const gameClientLink = async (page: Page, name: string) => {
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" })
  await untilLive(page)
  if (await toggle.isVisible()) await toggle.click()
  return page.getByRole("navigation", { name: "Game client" }).getByRole("link", { name })
}

/** The language picker: beside the clock from 1024 px, in the menu sheet on a phone. */
export const chooseLanguage = async (page: Page, language: "English" | "Filipino", isPhone: boolean) => {
  // "Menu" in both languages.
  if (isPhone) await page.getByRole("button", { name: "Menu" }).click()
  const picker = page.getByRole("navigation", { name: language === "English" ? "Wika" : "Language" })
  await picker.getByRole("link", { name: language }).click()
  if (isPhone)
    await page.getByRole("button", { name: language === "English" ? "Close menu" : "Isara ang menu" }).click()
}
