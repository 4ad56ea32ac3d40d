import { routes } from "@gatehouse/domain"
import { expect, type Locator, type Page } from "@playwright/test"
import { logInOnLoginPage, newPlayer, registerThroughApi, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { inGroupsOf, pagesPerJourney } from "./site.ts"

// The frame as a new player meets it on a phone (the phone project, 390 × 844, touch) and on a desktop
// (the desktop project): on a phone every page's own heading is on the first screen, the menu sheet
// reaches every entry by touch and by keyboard, and no page scrolls sideways at either width.

/** Every page of spec §2 a new player can open, the login page and a news article included. */
const publicPaths = [
  ...routes.filter((route) => route.guard !== "user" && !route.path.includes(":")).map((route) => route.path),
  "/topic/1",
]

/** The classic menu bar, present at every width (hidden on a phone), lists every entry of the menu. */
const menuEntries = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await page.locator('nav[aria-label="Main menu"]:not(header nav) a').allTextContents()).map((text) =>
    text.trim(),
  )

/** The first heading of the page's own content: the content zone's, or the login form's. */
const firstHeading = (page: Page): Locator => page.getByRole("main").getByRole("heading").first()

type Box = NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>

/**
 * Where `locator` sits once it holds still on the screen: the page may still swap its content in (a
 * screen arriving, the browser taking over the server's HTML) just after it first shows.
 */
const settledBox = async (locator: Locator): Promise<Box> => {
  let found: Box | null = null
  await expect(async () => {
    found = await locator.boundingBox({ timeout: 1_000 })
    expect(found, "a place on the screen").not.toBeNull()
  }).toPass()
  if (found === null) throw new Error("no place on the screen")
  return found
}

const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, "the page's width against the window's").toBeLessThanOrEqual(innerWidth)
}

/**
 * Opens `path` and checks the frame around its content: on a phone the content's heading within the
 * first screen and the Menu button; on a desktop the menu bar and the sidebar left of the content.
 */
const expectContentFirst = async (page: Page, path: string, isMobile: boolean) => {
  await page.goto(path)
  const heading = firstHeading(page)
  await expect(heading).toBeVisible()
  const box = await settledBox(heading)
  const viewport = page.viewportSize()
  if (!viewport) throw new Error("the page has no viewport")
  if (isMobile) {
    // Inside the first screen, without scrolling: the frame folds around the content.
    expect(box.y + box.height, `the heading's bottom on ${path}`).toBeLessThanOrEqual(viewport.height)
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toBeVisible()
  } else {
    // The classic frame: the menu bar under the header, and a sidebar on the left of the content.
    const menuBar = page.locator('nav[aria-label="Main menu"]:not(header nav)')
    await expect(menuBar).toBeVisible()
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toBeHidden()
    // The login page has no sidebar; every other page has one, left of the content.
    const sidebar = page.getByRole("complementary", { name: "Sidebar" })
    if ((await sidebar.count()) > 0) {
      const sidebarBox = await sidebar.boundingBox()
      expect((sidebarBox?.x ?? 0) + (sidebarBox?.width ?? 0)).toBeLessThanOrEqual(box.x)
    }
  }
  await expectNoSidewaysScroll(page)
}

test.describe("a new player", () => {
  for (const group of inGroupsOf(publicPaths, pagesPerJourney)) {
    test(`sees ${group.join(", ")} content first on a phone, the classic frame on a desktop, nothing sideways`, async ({
      page,
      isMobile,
    }) => {
      for (const path of group) await test.step(path, () => expectContentFirst(page, path, isMobile))
    })
  }

  test("reaches every menu entry from the menu sheet by touch and by keyboard", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/news")
    const entries = await menuEntries(page)
    expect(entries.length).toBeGreaterThan(0)
    if (!isMobile) {
      // A desktop keeps the classic bar: every entry opens from it on hover.
      const bar = page.locator('nav[aria-label="Main menu"]:not(header nav)')
      await bar.hover()
      for (const name of entries)
        await expect(bar.getByRole("link", { name, exact: true }).first()).toBeVisible()
      return
    }
    const button = page.getByRole("banner").getByRole("button", { name: "Menu" })

    // By touch: a tap opens the sheet; every entry is there, can be tapped and is a 44 px target.
    await button.tap()
    const sheet = page.getByRole("dialog", { name: "Menu" })
    await expect(sheet).toBeVisible()
    for (const name of entries) {
      const link = sheet.getByRole("link", { name, exact: true }).first()
      await link.scrollIntoViewIfNeeded()
      await link.tap({ trial: true })
      const target = await link.boundingBox()
      expect(target?.height ?? 0, `the height of ${name}`).toBeGreaterThanOrEqual(44)
    }
    await sheet.getByRole("button", { name: "Close menu" }).tap()
    await expect(sheet).toBeHidden()

    // By keyboard: Enter opens it, Tab walks every entry without leaving it, Esc closes it.
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(sheet).toBeVisible()
    // The sheet's own controls come first (Close menu, a guest's Login and Sign Up, the game client's
    // Download and Instructions), then every entry in order; focus stays inside.
    const sheetControls = 5
    const reached = new Set<string>()
    const toReach = new Set(entries)
    for (
      let step = 0;
      step <= entries.length + sheetControls && [...toReach].some((name) => !reached.has(name));
      step += 1
    ) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const active = document.activeElement
        return { inSheet: active?.closest("dialog[open]") != null, text: active?.textContent?.trim() ?? "" }
      })
      expect(focused.inSheet, "focus stays in the open sheet").toBe(true)
      reached.add(focused.text)
    }
    for (const name of entries) expect(reached, `Tab reaches ${name}`).toContain(name)
    await page.keyboard.press("Escape")
    await expect(sheet).toBeHidden()
    await expect(button).toBeFocused()

    // A tap on an entry opens its page and closes the sheet.
    await button.tap()
    await sheet.getByRole("link", { name: "Game System", exact: true }).tap()
    await expect(page).toHaveURL("/gamesystem")
    await expect(sheet).toBeHidden()
  })
})

test("a player sees their balances and cart count in the phone header", async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)
  await logInOnLoginPage(page, player.userId, player.password)

  await page.goto("/itemshop")
  // The page arrives rendered for a guest; the player's own session shows once it has come alive.
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
  await page
    .getByRole("button", { name: /^Add to cart: / })
    .first()
    .click()
  await expect(page.getByRole("status").filter({ hasText: "Item added to your cart." })).toBeVisible({
    timeout: 20_000,
  })

  const header = page.getByRole("banner")
  const cart = header.getByRole("link", { name: "Shopping Cart, 1 item" })
  if (isMobile) {
    await expect(header).toContainText("R-Coin")
    await expect(header).toContainText("Milleage")
    await expect(header).toContainText("0.00")
    await expect(cart).toBeVisible()
    await cart.tap()
    await expect(page).toHaveURL("/shoppingcart")
  } else {
    // The classic frame keeps the balances in the welcome box; the phone header's box is not shown.
    await expect(cart).toBeHidden()
    await expect(page.getByRole("region", { name: "Welcome" })).toContainText("R-Coin")
  }
  await expectNoSidewaysScroll(page)
})
