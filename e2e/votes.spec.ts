import type { Page } from "@playwright/test"
import { expect, logInOnLoginPage, newPlayer, registerThroughApi, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

// Vote rewards (docs/votes.md) on the demo's toplists: the player votes from the Vote page, the
// toplist's postback arrives, and the reward and the cooldown show. The demo's TopG (the second
// toplist) accepts postbacks from this machine; the product reads the address from X-Forwarded-For.
const topgPostback = (userId: string) => `/api/votes/postback/2?p_resp=${encodeURIComponent(userId)}`
const demoReward = "20.00"

/** The welcome box's Milleage, as the sidebar shows it. */
const milleage = (page: Page) =>
  page
    .getByRole("complementary")
    .getByRole("region", { name: "Welcome" })
    .locator("dt", { hasText: "Milleage" })
    .locator("xpath=following-sibling::dd[1]")

test("a player votes on a toplist, the site confirms it, and the Milleage and the cooldown show", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000)
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)
  await logInOnLoginPage(page, player.userId, player.password)
  await page.goto("/vote")

  const topg = page.getByRole("region", { name: "TopG" })
  const vote = topg.getByRole("link", { name: /^Vote on TopG/ })
  await expect(vote).toBeVisible()
  await expect(vote).toHaveAttribute("href", new RegExp(`in-000000-${player.userId}$`))
  await expect(vote).toHaveAttribute("target", "_blank")

  // The site opens in a tab of its own (nothing leaves this machine: the tab is closed unread).
  await context.route(/topg\.org/, (route) => route.fulfill({ status: 200, body: "TopG" }))
  const siteTab = context.waitForEvent("page")
  await vote.click()
  await (await siteTab).close()

  // TopG confirms the vote with its postback, from its own address.
  const postback = await page.request.get(topgPostback(player.userId), {
    headers: { "X-Forwarded-For": "127.0.0.1" },
  })
  expect(postback.status(), await postback.text()).toBe(200)
  expect(await postback.text()).toBe("OK")

  // Back on the page (its tab regains focus), the reward arrives and the cooldown starts.
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  await expect(milleage(page)).toHaveText(demoReward)
  await expect(topg.getByText(/Vote again in/)).toBeVisible()
  await expect(topg.getByRole("link", { name: /^Vote on TopG/ })).toBeHidden()
  await expect(page.getByRole("region", { name: "Your recent votes" })).toContainText("TopG")

  // The same vote again changes nothing: the site's cooldown holds.
  const again = await page.request.get(topgPostback(player.userId), {
    headers: { "X-Forwarded-For": "127.0.0.1" },
  })
  expect(await again.text()).toBe("Refused: cooldown")
  await page.reload()
  await expect(milleage(page)).toHaveText(demoReward)
})
