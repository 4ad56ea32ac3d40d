import { expect, type Page } from "@playwright/test"

/**
 * Waits until the page runs in the browser: the header's clocks show the time only then. A journey
 * that needs the page's script at once (not a tap, which the page holds until then) waits for this.
 */
export const untilLive = (page: Page) =>
  expect(page.getByRole("banner").locator("[data-pending]")).toHaveCount(0)
