import { closeAlert, demoStaff, expect, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

test("without a game link the console says so: no report, and purchases wait for the link with nothing to cancel", async ({
  page,
}) => {
  await useOwnAddress(page)
  await logInOnLoginPage(page, demoStaff.userId, demoStaff.password)
  await closeAlert(page, "Success!")

  await test.step("the Game link page says no game link is set and shows no report", async () => {
    await page.goto("/staff")
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Game link" })
      .click()
    await expect(page.getByRole("heading", { name: "Game link", level: 1 })).toBeVisible()
    await expect(page.getByRole("heading", { name: "No game link is set" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Acknowledge balances" })).toBeHidden()
  })

  await test.step("demohero's purchases read as waiting for the game link, with no Cancel", async () => {
    await page.goto("/staff/players?user=demohero")
    const purchases = page.getByRole("table", { name: "Purchases" })
    await expect(purchases.getByText("Waiting for game link").first()).toBeVisible()
    await expect(purchases.getByRole("button", { name: /^Cancel / })).toHaveCount(0)
  })
})
