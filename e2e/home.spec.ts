import { expect } from "@playwright/test"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { appName, seededBanners } from "./site.ts"

test("the home page shows the whole frame with the site's banners", async ({ page, request }) => {
  const banners = await seededBanners(request)
  expect(banners.length, "the demo data has banners").toBeGreaterThan(0)

  await page.goto("/")

  await expect(page).toHaveTitle(appName)
  await expect(page.getByRole("banner")).toBeVisible()
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  // One slide per banner; each picture is drawn as its banner comes up (the one shown and the one up
  // next on arrival), so a visitor picks each in turn to see it.
  const rotator = page.getByRole("region", { name: "Site banners" })
  const choices = rotator.getByRole("group", { name: "Choose a banner" })
  await expect(choices.getByRole("button")).toHaveCount(banners.length)
  await untilLive(page)
  for (const [index, banner] of banners.entries()) {
    await choices.getByRole("button", { name: `Banner ${index + 1}`, exact: true }).click()
    if (banner.img_url) await expect(rotator.locator(`img[src="${banner.img_url}"]`)).toBeVisible()
  }
})
