import { expect, type Page } from "@playwright/test"
import { test } from "./fixtures.ts"
import { demoPlayer, routeAt, titleOf } from "./site.ts"

const logIn = async (page: Page) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoPlayer.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoPlayer.password)
  await page.getByRole("button", { name: "Login" }).click()
}

test.describe("a player who logs in on the login page", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page)
    // The welcome box replaces the login box once the server has accepted the player: a password hash
    // check, the spec's 1 s pause before home, then the account's balances. On a busy machine that
    // together outlasts the default 5 s.
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 })
  })

  test("is welcomed by user ID on the home page and may open the account pages", async ({ page }) => {
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("complementary").getByText(demoPlayer.userId)).toBeVisible()
    for (const path of ["/user", "/changepassword"]) {
      await page.goto(path)
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(titleOf(routeAt(path)))
    }
  })

  test("is sent from the login and find-account pages to the home page", async ({ page }) => {
    for (const path of ["/login", "/findaccount"]) {
      await page.goto(path)
      await expect(page).toHaveURL("/")
    }
  })

  test("logs out and lands on the login page", async ({ page }) => {
    await page.getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL("/login")
    await page.goto("/user")
    await expect(page).toHaveURL("/login")
  })
})
