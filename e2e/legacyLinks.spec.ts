import { forumBoards } from "@gatehouse/domain"
import { expect } from "@playwright/test"
import { test } from "./fixtures.ts"
import { openFromMenu } from "./menu.ts"
import { appName, notFoundTexts } from "./site.ts"

// Spec §2: the legacy forum and ranking links appear in the menus; a visitor who follows one lands
// where they would expect, and the forum and tournaments say they are not open yet.

test.describe("the menus' legacy links", () => {
  test("Tournament opens a page that says tournaments are not open yet", async ({ page }) => {
    await openFromMenu(page, "Tournament")
    await expect(page).toHaveURL("/tournament")
    await expect(page).toHaveTitle(`Tournament | ${appName}`)
    const content = page.getByRole("main")
    await expect(content.getByRole("heading", { level: 1, name: "Tournament" })).toBeVisible()
    await expect(content.getByText("Tournaments are not open yet.")).toBeVisible()
    await content.getByRole("link", { name: "Read the News" }).click()
    await expect(page).toHaveURL("/news")
  })

  test("each forum board opens its own page that names the board", async ({ page }) => {
    for (const board of forumBoards) {
      await openFromMenu(page, board.name)
      await expect(page).toHaveURL(`/forum?category=${board.category}`)
      await expect(page).toHaveTitle(`Forum | ${appName}`)
      await expect(page.getByRole("main").getByText(`The ${board.name} board is not open yet.`)).toBeVisible()
    }
  })

  test("Season opens the rankings at their season choice, Total Ranking the overall rankings", async ({
    page,
  }) => {
    await openFromMenu(page, "Season")
    await expect(page).toHaveURL("/rankings#seasons")
    const seasons = page.getByRole("main").getByRole("combobox", { name: "Season" })
    await expect(seasons).toBeVisible()
    // This month first, then the archived months the demo data keeps.
    await expect(seasons.getByRole("option")).not.toHaveCount(1)
    await expect(seasons.getByRole("option").first()).toHaveText(/^This month/)
    await openFromMenu(page, "Total Ranking")
    await expect(page).toHaveURL("/rankings")
    await expect(page.getByRole("heading", { level: 1, name: "Top 100 players in this month" })).toBeVisible()
  })

  test("a news category that names no board is a page that does not exist", async ({ page }) => {
    const response = await page.goto("/news?category=5")
    expect(response?.status()).toBe(404)
    for (const text of notFoundTexts) await expect(page.getByText(text)).toBeVisible()
  })
})
