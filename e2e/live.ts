import { expect, type Page } from "@playwright/test"

/**
 * Waits until the page runs in the browser. A page the server rendered shows the phone's Menu button
 * until its JavaScript knows the screen can hover, so on a desktop its header changes then and what
 * is below it moves; the header's clocks show the time only then too. A journey that taps something
 * at a place on the page waits for this first, as a visitor would not tap a page that moves.
 */
export const untilLive = (page: Page) =>
  expect(page.getByRole("banner").locator("[data-pending]")).toHaveCount(0)
