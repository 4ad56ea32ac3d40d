// The spec's own details, as a player meets them on a phone and on a desktop: the admin check of §6,
// the 401 sequence of §8 and the quick menu of §2.

import type { Page } from "@playwright/test"
import { expect, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { demoPlayer } from "./site.ts"

const sessionExpiredText = "Session expired. Please log in again."

/** Waits until the page runs in the browser, allowing a busy machine more than one try. */
const untilPageIsLive = (page: Page) => expect(() => untilLive(page)).toPass({ timeout: 60_000 })

// Each journey waits for pages to come alive and for real account calls on a server other tests share.
test.describe.configure({ timeout: 120_000 })

/** Logs the demo player in on the login page, once it runs in the browser, and waits for the welcome box. */
const logIn = async (page: Page) => {
  await useOwnAddress(page)
  await page.goto("/login")
  await untilLive(page)
  await page.getByRole("textbox", { name: "Username" }).fill(demoPlayer.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoPlayer.password)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
}

test.describe("the admin check (spec §6)", () => {
  test("a player who sets USER_TYPE to a staff level gets no console link and no console", async ({
    page,
  }) => {
    await logIn(page)
    await page.evaluate(() => window.localStorage.setItem("USER_TYPE", "20"))

    await page.reload()
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Staff Console" })).toHaveCount(0)

    await page.goto("/staff")
    await expect(page.getByRole("alert").filter({ hasText: "This page is for staff only." })).toBeVisible()
    await expect(page.getByText("Administrator")).toHaveCount(0)
  })
})

/** Closes the alerts on screen one by one until the expiry notice has been closed; their texts, in order. */
const closeAlertsUntilExpiry = async (page: Page): Promise<ReadonlyArray<string>> => {
  const texts: Array<string> = []
  while (!texts.some((text) => text.includes(sessionExpiredText)) && texts.length < 6) {
    const dialog = page.getByRole("alertdialog")
    await expect(dialog).toBeVisible()
    texts.push((await dialog.textContent()) ?? "")
    await dialog.getByRole("button", { name: "OK" }).click()
  }
  return texts
}

test.describe("an expired session (spec §8)", () => {
  test("opening the cart tells the player once, however many calls fail, then goes home", async ({
    page,
  }) => {
    await logIn(page)
    // The token the server gave is no longer valid (expired or revoked): every call the cart page
    // makes with it (the cart, the mailbox, the page's own) is answered 401.
    await page.evaluate(() => window.localStorage.setItem("ACCESS_TOKEN", "expired-token"))

    await page.goto("/shoppingcart")
    const texts = await closeAlertsUntilExpiry(page)

    // One sequence: the server's message (when it sends one), then the expiry notice, once each.
    expect(texts.length).toBeLessThanOrEqual(2)
    expect(texts.filter((text) => text.includes(sessionExpiredText))).toHaveLength(1)
    expect(texts.at(-1)).toContain(sessionExpiredText)
    await expect(page).toHaveURL("/")
    // A second sequence would have brought its alert up as soon as the first one closed.
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0)
  })
})

/** The quick menu's Top button's distance from the top of the window, and the window's height. */
const menuPlace = (page: Page) =>
  page
    .getByRole("navigation", { name: "Quick menu" })
    .getByRole("button", { name: "Back to top" })
    .evaluate((button) => ({ top: button.getBoundingClientRect().top, windowHeight: window.innerHeight }))

/** The menu rests 20% from the top of the window (spec §9), give or take a pixel's rounding. */
const expectAtRest = (page: Page) =>
  expect
    .poll(async () => {
      const { top, windowHeight } = await menuPlace(page)
      return Math.abs(top - windowHeight * 0.2)
    })
    .toBeLessThan(2)

/** Scrolls the page 1,500 px down (or as far as it goes); where it got to. */
const scrollDown = (page: Page) =>
  page.evaluate(() => {
    const y = Math.min(1500, document.documentElement.scrollHeight - window.innerHeight)
    window.scrollTo({ top: y, behavior: "instant" })
    return window.scrollY
  })

/** Records every position the page passes through from now on. */
const recordScrolling = (page: Page) =>
  page.evaluate(() => {
    const seen: Array<number> = []
    Object.assign(window, { scrollPositions: seen })
    window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true })
  })

const recordedScrolling = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollPositions: ReadonlyArray<number> }).scrollPositions)

test.describe("the quick menu (spec §2)", () => {
  // The spec's motion, for players who have not asked their device for less of it.
  test.use({ reducedMotion: "no-preference" })

  test("follows the scroll over 500 ms and, clicked, takes the page to the top, resting 20% from the top", async ({
    page,
  }) => {
    await page.goto("/")
    await untilPageIsLive(page)
    const menu = page.getByRole("navigation", { name: "Quick menu" })
    await expectAtRest(page)

    // It glides after the scroll: its place changes by a transition of 500 ms, not a jump.
    await menu.evaluate((element) => {
      const glides: Array<string> = []
      Object.assign(window, { quickMenuGlides: glides })
      element.addEventListener("transitionrun", (event) => {
        if (event.target === element)
          glides.push(
            `${(event as TransitionEvent).propertyName} ${getComputedStyle(element).transitionDuration}`,
          )
      })
    })
    const scrolledTo = await scrollDown(page)
    expect(scrolledTo).toBeGreaterThan(300)
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { quickMenuGlides: ReadonlyArray<string> }).quickMenuGlides,
        ),
      )
      .toContain("transform 0.5s")
    await expectAtRest(page)

    await recordScrolling(page)
    await menu.getByRole("button", { name: "Back to top" }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const passed = await recordedScrolling(page)
    expect(
      passed.filter((y) => y > 0 && y < scrolledTo).length,
      "positions between, not one jump",
    ).toBeGreaterThan(0)
    await expectAtRest(page)
  })
})

test.describe("the quick menu with reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("takes the page to the top at once and stands 20% from the top", async ({ page }) => {
    await page.goto("/")
    await untilPageIsLive(page)
    expect(await scrollDown(page)).toBeGreaterThan(300)
    await expectAtRest(page)

    await recordScrolling(page)
    await page.getByRole("button", { name: "Back to top" }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // One jump: the only position passed is the top. A scroll event is sent at the next frame,
    // after the position has changed, so it is waited for rather than read at once.
    await expect.poll(() => recordedScrolling(page)).toEqual([0])
    await expectAtRest(page)
  })
})
