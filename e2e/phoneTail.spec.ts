import { routes } from "@gatehouse/domain"
import { expect, type Page } from "@playwright/test"
import { logInOnLoginPage, newPlayer, registerThroughApi, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { inGroupsOf, pagesPerJourney } from "./site.ts"

// The frame's tail on a phone (the phone project, 390 × 844): a page's own content has the first
// screen, and after it come only what that page needs (the side navigation folded into one row, the
// welcome box once for a player, the top sales on the item shop only, the footer; a guest logs in from
// the menu sheet), so every public page is at least half its own content. The desktop project checks that the classic frame keeps the spec's sidebar and buttons.

/** Every page of the route table a guest can open (the player's own pages send a guest to /login). */
const publicPaths = [
  ...routes.filter((route) => route.guard !== "user" && !route.path.includes(":")).map((route) => route.path),
  "/topic/1",
]

/** The smallest share of a phone page's height its own content (`main`) takes. */
const ownContentShare = 0.5

/** The page's own content and the whole page, in CSS pixels, once the page has come alive. */
const heights = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelector("main")?.getBoundingClientRect().height ?? 0,
    page: document.documentElement.scrollHeight,
  }))

/** Opens `path` and waits for its content and for the sidebar boxes the browser adds once it runs. */
const openSettled = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible()
  await page.waitForLoadState("networkidle")
}

test.describe("a guest on a phone", () => {
  for (const group of inGroupsOf(publicPaths, pagesPerJourney)) {
    test(`reads mostly the page itself on ${group.join(", ")}`, async ({ page, isMobile }) => {
      // Eight pages, each waited for until its network is quiet, on a machine other tests share.
      test.setTimeout(180_000)
      for (const path of group)
        await test.step(path, async () => {
          await openSettled(page, path)
          if (isMobile) {
            // Measured again until it holds still: screens and boxes arrive just after the page shows.
            await expect(async () => {
              const measured = await heights(page)
              expect(
                measured.main / measured.page,
                `${path}: its content ${measured.main} px of ${measured.page} px`,
              ).toBeGreaterThanOrEqual(ownContentShare)
            }).toPass({ timeout: 10_000 })
            // The client buttons are the menu sheet's on a phone: never repeated after the content.
            await expect(page.getByRole("navigation", { name: "Game client" })).toBeHidden()
          } else {
            // The classic frame keeps the spec's buttons for the client download and instructions.
            await expect(page.getByRole("navigation", { name: "Game client" })).toBeVisible()
          }
        })
    })
  }
})

test("a player adding to the cart is told in a notice, with no dialog in the way", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)
  await logInOnLoginPage(page, player.userId, player.password)

  await page.goto("/itemshop")
  const add = page.getByRole("button", { name: /^Add to cart: / }).first()
  const itemName = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add to cart: /, "")
  await add.click()

  const notice = page.getByRole("status").filter({ hasText: "Item added to your cart." })
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(notice).toContainText(itemName)
  await expect(page.getByRole("alertdialog")).toHaveCount(0)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  // The player shops on, and the notice leads to the cart.
  await notice.getByRole("link", { name: "View cart" }).click()
  await expect(page).toHaveURL("/shoppingcart")
  await expect(page.getByRole("listitem").filter({ hasText: itemName }).first()).toBeVisible()
})

test("a guest pressing add to cart logs in and is back in the shop", async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)

  await page.goto("/itemshop?category=0&page=1")
  await page
    .getByRole("button", { name: /^Add to cart: / })
    .first()
    .click()
  await expect(page).toHaveURL("/login")
  await logInOnLoginPage(page, player.userId, player.password)
  await expect(page).toHaveURL("/itemshop?category=0&page=1")
})
