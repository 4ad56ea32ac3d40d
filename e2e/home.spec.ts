import { expect } from "@playwright/test"
import { test } from "./fixtures.ts"
import { appName, seededBanners } from "./site.ts"

test("the home page shows the whole frame with the site's banners", async ({ page, request }) => {
  const banners = await seededBanners(request)
  expect(banners.length, "the demo data has banners").toBeGreaterThan(0)

  await page.goto("/")

  await expect(page).toHaveTitle(appName)
  await expect(page.getByRole("banner")).toBeVisible()
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  for (const banner of banners) {
    if (banner.img_url) await expect(page.locator(`img[src="${banner.img_url}"]`)).toHaveCount(1)
  }
})
