import { expect as baseExpect, type Page } from "@playwright/test"
import { logInOnLoginPage, newPlayer, registerThroughApi, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

// Paying online for R-Coin (docs/payments.md), through the fakes of the gateways that run beside the
// product (e2e/support/fakeGateways.ts): a phone player pays with GCash through PayMongo, a desktop
// player with cash at 7-Eleven through Xendit.
const chosen = {
  phone: { gateway: "PayMongo", method: "GCash", paidWith: "GCash through PayMongo" },
  desktop: { gateway: "Xendit", method: "Cash at 7-Eleven", paidWith: "Cash at 7-Eleven through Xendit" },
} as const

// The demo server shares the machine with the browsers: allow each step's answer some time.
const expect = baseExpect.configure({ timeout: 20_000 })

/** The welcome box's R-Coin balance, as the sidebar shows it. */
const rCoinBalance = (page: Page) =>
  page
    .getByRole("complementary")
    .getByRole("region", { name: "Welcome" })
    .locator("dt", { hasText: "R-Coin" })
    .locator("xpath=following-sibling::dd[1]")

test("a player chooses a package, pays on the gateway's page, comes back to it credited and finds it in the history", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const { gateway, method, paidWith } = chosen[testInfo.project.name as keyof typeof chosen]
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)
  await logInOnLoginPage(page, player.userId, player.password)

  await page.goto("/topup")
  const payOnline = page.getByRole("region", { name: "Pay online" })
  // A player taps the choices' words (the radio buttons themselves are drawn by their labels).
  await payOnline.getByText("Adventurer Pack", { exact: true }).click()
  await expect(payOnline.getByRole("radio", { name: /^Adventurer Pack/ })).toBeChecked()
  await payOnline.getByRole("group", { name: gateway }).getByText(method).click()
  await expect(payOnline.getByRole("radio", { name: `${method} (${gateway})` })).toBeChecked()
  await expect(payOnline.getByText(/You pay ₱149\.00 with/)).toBeVisible()
  await payOnline.getByRole("button", { name: "Pay" }).click()

  // The gateway's own page, on another address: the player pays there and is sent back.
  await expect(page.getByRole("heading", { name: "Pay ₱149.00" })).toBeVisible()
  await page.getByRole("button", { name: "Pay now" }).click()

  await expect(page).toHaveURL(/\/topup\/payment\/[0-9a-f-]{36}$/)
  await expect(page.getByRole("status").filter({ hasText: "Paid and credited." })).toBeVisible()
  await expect(page.getByText(paidWith)).toBeVisible()
  await expect(page.getByText("₱149.00")).toBeVisible()
  await expect(rCoinBalance(page)).toHaveText("1,050.00")

  await page.goto("/topuphistory")
  await expect(
    page.getByRole("row", { name: /^Adventurer Pack .* 1,050\.00 .* ₱149\.00 Paid and credited$/ }),
  ).toBeVisible()
})
