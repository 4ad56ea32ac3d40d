import { routeForPath } from "@gatehouse/domain"
import { expect, type Page } from "@playwright/test"
import { test } from "./fixtures.ts"
import { gameClientLink, openFromMenu } from "./menu.ts"
import { inGroupsOf, pagesPerJourney, titleOf } from "./site.ts"

// A new visitor opens every public page the way the site offers it: the main menu's links, the
// home page's social link, the header's instructions button and the game system's server link.

/** Spec §2 Main menu: the links a guest sees that stay in the portal, and where they go. */
const guestMenuLinks = [
  ["Focus", "/news"],
  ["Story", "/story"],
  ["Character", "/characters"],
  ["Game System", "/gamesystem"],
  ["Item Shop", "/itemshop"],
  ["Gallery", "/gallery"],
  ["Overall", "/rankings"],
  ["Game Download", "/download"],
  ["Wallpaper", "/wallpaper"],
  ["Movie", "/movies"],
  ["Submit Ticket", "/ticket"],
  ["Check My Ticket", "/checkticket"],
] as const

/** The page shows its own screen: its title from the route table and a level-1 heading. */
const expectPage = async (page: Page, path: string) => {
  await expect(page).toHaveURL(path)
  await expect(page).toHaveTitle(titleOf(routeForPath(path).route))
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible()
}

test.describe("every public page", () => {
  for (const group of inGroupsOf(guestMenuLinks, pagesPerJourney / 2)) {
    test(`opens ${group.map(([, href]) => href).join(", ")} from the main menu`, async ({ page }) => {
      for (const [name, href] of group) {
        await test.step(`${name}: ${href}`, async () => {
          await openFromMenu(page, name)
          await expectPage(page, href)
        })
      }
    })
  }

  test("opens the socials from the home page, the instructions from the header, the server information from the game system", async ({
    page,
  }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "Follow us on our social pages" }).click()
    await expectPage(page, "/socials")

    await (await gameClientLink(page, "Instructions")).click()
    await expectPage(page, "/instructions")

    await openFromMenu(page, "Game System")
    await page.getByRole("main").getByRole("link", { name: "See the server's rates" }).click()
    await expectPage(page, "/serverinfo")
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible()
  })
})
