import { routes } from "@gatehouse/domain"
import { expect, type Page } from "@playwright/test"
import { test } from "./fixtures.ts"
import { appName, inGroupsOf, notFoundTexts, pagesPerJourney, routeAt, titleOf } from "./site.ts"

const expectFramedPage = async (page: Page) => {
  await expect(page.getByRole("banner")).toBeVisible()
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  await expect(page.getByText(notFoundTexts[0])).toHaveCount(0)
}

/**
 * Public routes whose page is a player's own (the cart, the top-up, the histories): a guest is sent to
 * log in once the page runs (spec §6), and brought back after (e2e/phoneTail.spec.ts).
 */
const playersPages = ["/topup", "/shoppingcart", "/shoppurchases", "/topuphistory"]

test.describe("a logged-out visitor", () => {
  const publicRoutes = routes.filter(
    (entry) => entry.guard === "public" && !entry.path.includes(":") && !playersPages.includes(entry.path),
  )
  for (const group of inGroupsOf(publicRoutes, pagesPerJourney)) {
    test(`opens ${group.map((route) => route.path).join(", ")} and sees each page in the frame`, async ({
      page,
    }) => {
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.goto(route.path)
          await expect(page).toHaveTitle(titleOf(route))
          await expect(page).toHaveURL(route.path)
          await expectFramedPage(page)
        })
      }
    })
  }

  test("opens a news item by /topic/{id} and by /news?topic={id}", async ({ page }) => {
    const news = routeAt("/news")
    for (const path of ["/topic/1", "/news?topic=1"]) {
      await page.goto(path)
      await expect(page).toHaveTitle(titleOf(news))
      await expectFramedPage(page)
    }
  })

  const playersRoutes = [
    ...routes.filter((entry) => entry.guard === "user"),
    ...playersPages.map((path) => routeAt(path)),
  ]
  for (const group of inGroupsOf(playersRoutes, pagesPerJourney)) {
    test(`is sent from ${group.map((route) => route.path).join(", ")} to the login page`, async ({
      page,
    }) => {
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.goto(route.path)
          await expect(page).toHaveURL("/login")
          await expect(page).toHaveTitle(titleOf(routeAt("/login")))
        })
      }
    })
  }

  test("may open the find-account page", async ({ page }) => {
    await page.goto("/findaccount")
    await expect(page).toHaveURL("/findaccount")
    await expect(page).toHaveTitle(titleOf(routeAt("/findaccount")))
    await expectFramedPage(page)
  })

  test("sees the login page with its sign-up and recovery links", async ({ page }) => {
    await page.goto("/login")
    await expect(page).toHaveTitle(`Login | ${appName}`)
    await expect(page.getByRole("textbox", { name: /user/i })).toBeVisible()
    await expect(page.getByLabel(/password/i)).toBeVisible()
    await expect(page.getByRole("link", { name: "Sign up New!" })).toHaveAttribute("href", "/register")
    await expect(page.getByRole("link", { name: "ID or Password?" })).toHaveAttribute("href", "/findaccount")
  })

  test("sees the error page on a path that does not exist", async ({ page }) => {
    await page.goto("/no-such-page")
    await expect(page).toHaveTitle(`404 NOT FOUND | ${appName}`)
    for (const text of notFoundTexts) await expect(page.getByText(text)).toBeVisible()
    const errorPage = page.getByRole("main")
    for (const name of ["Go Back", "Support", "Homepage"]) {
      await expect(
        errorPage.getByRole("link", { name }).or(errorPage.getByRole("button", { name })),
      ).toBeVisible()
    }
  })
})
