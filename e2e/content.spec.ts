import { expect, type Locator } from "@playwright/test"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { openFromMenu } from "./menu"

// A new visitor reads the public content pages: rankings, news and downloads.

/** The rank column of a ranking table, top to bottom. */
const ranksIn = async (table: Locator): Promise<ReadonlyArray<string>> =>
  table.locator("tbody tr td:first-child").allTextContents()

const consecutiveFromOne = (ranks: ReadonlyArray<string>) => ranks.map((_, index) => String(index + 1))

test.describe("rankings, news and downloads", () => {
  test("a visitor switches ranking tabs and filters, and the ranks renumber", async ({ page }) => {
    // Four tabs and two filters on a cold page: more steps than one default timeout allows on a slow machine.
    test.slow()
    await openFromMenu(page, "Rankings")
    await expect(page).toHaveURL("/rankings")
    await expect(page.getByRole("heading", { level: 1, name: "Top 100 players in this month" })).toBeVisible()
    await expect(page.getByRole("tab", { name: "Level" })).toHaveAttribute("aria-selected", "true")

    const level = page.getByRole("table", { name: "Level ranking" })
    await expect(level.locator("tbody tr").first()).toBeVisible()
    expect(await ranksIn(level)).toEqual(consecutiveFromOne(await ranksIn(level)))

    await page.getByRole("combobox", { name: "School" }).selectOption({ label: "Mystic Peak" })
    const mystic = await ranksIn(level)
    expect(mystic).toEqual(consecutiveFromOne(mystic))
    await expect(level.getByRole("img", { name: "Sacred Gate" })).toHaveCount(0)
    await expect(level.getByRole("img", { name: "Phoenix" })).toHaveCount(0)

    for (const tab of ["Contibution", "Richest", "Killer"]) {
      await page.getByRole("tab", { name: tab }).click()
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true")
      await expect(page.getByRole("tabpanel")).toBeVisible()
    }
    await page.getByRole("tab", { name: "Killer" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(page.getByRole("tab", { name: "Richest" })).toHaveAttribute("aria-selected", "true")
  })

  test("a visitor picks an archived ranking season and sees its month's lists", async ({ page }) => {
    await page.goto("/rankings")
    await untilLive(page)
    const picker = page.getByRole("combobox", { name: "Season" })
    await expect(picker.locator("option").first()).toHaveText(/^This month \(\w+ \d{4}\)$/)
    await expect(picker).toHaveValue(/^\d{4}-\d{2}$/)
    await expect(page.getByRole("heading", { level: 1, name: "Top 100 players in this month" })).toBeVisible()

    // The demo seed archives the months before the running one, so there is at least one to pick.
    const archives = (await picker.locator("option").allTextContents()).slice(1)
    expect(archives.length).toBeGreaterThan(0)
    const month = archives[0] ?? ""
    await page.getByRole("tab", { name: "Killer" }).click()
    await picker.selectOption({ label: month })
    await expect(page.getByRole("heading", { level: 1, name: `Top 100 players of ${month}` })).toBeVisible()
    await expect(page.getByText("This season has ended: its rankings are final.")).toBeVisible()
    await expect(page.getByRole("tab", { name: "Killer" })).toHaveAttribute("aria-selected", "true")
    const killers = page.getByRole("table", { name: "Killer ranking" })
    await expect(killers.locator("tbody tr").first()).toBeVisible()
    expect(await ranksIn(killers)).toEqual(consecutiveFromOne(await ranksIn(killers)))
  })

  test("a visitor opens a news item from each board", async ({ page }) => {
    await openFromMenu(page, "News")
    await expect(page).toHaveURL("/news")
    for (const board of ["All News", "Events", "Guides"]) {
      const section = page.getByRole("region", { name: board })
      const subject = section.getByRole("table").getByRole("link").first()
      const name = (await subject.textContent()) ?? ""
      await subject.click()
      await expect(page).toHaveURL(/\/news\?topic=\d+$/)
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL("/news")
    }
  })

  test.describe("an unsafe body that reached the browser", () => {
    // The browser's sanitiser parses the body in an inert document; the policy refuses the
    // injected handler there too, which is the second line of defence this test is about.
    test.use({ refusedOnPurpose: [/inline event handler/] })

    test("a news body is sanitised again in the browser", async ({ page }) => {
      await page.route("**/api/getspecificnews/424242", (route) =>
        route.fulfill({
          json: {
            data: [
              {
                id: 424242,
                subject: "Unsafe body",
                content:
                  '<p id="kept">Kept</p><img src="x" onerror="window.__ran=1"><script>window.__ran=2</script>',
                type: 0,
                created_at: null,
                author: "GM",
                img_thumbnail: null,
                IsShowThumbnail: 0,
              },
            ],
          },
        }),
      )
      // The server renders an article it has itself; the browser's own read comes when the player
      // moves to an article within the portal.
      await page.goto("/news")
      await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible()
      await page.evaluate(() => {
        window.history.pushState(null, "", "/news?topic=424242")
        window.dispatchEvent(new PopStateEvent("popstate"))
      })
      await expect(page.locator("#kept")).toHaveText("Kept")
      const article = page.getByRole("main").locator("article")
      expect(await article.innerHTML()).not.toContain("onerror")
      expect(await article.locator("script").count()).toBe(0)
      expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
    })
  })

  test("a visitor reads the download page", async ({ page }) => {
    await page.goto("/download")
    await expect(page.getByRole("heading", { level: 1, name: "Full Client Download" })).toBeVisible()
    // Each mirror's link says which mirror it is and what it offers, in words a player reads.
    const mirror = page.getByRole("link", { name: /^Full client \(torrent\)/ })
    await expect(mirror).toContainText("Full client (torrent)")
    await expect(mirror).toContainText("resumes where it stopped")
    const requirements = page.getByRole("table", { name: "System Requirement" })
    for (const row of [
      "CPU",
      "RAM",
      "Graphics Card",
      "Disk Space",
      "DirectX",
      "Connection Speed",
      "Operating System",
    ])
      await expect(requirements.getByRole("rowheader", { name: row })).toBeVisible()
    await expect(page.getByText("These specifications are for running a single client.")).toBeVisible()
    await page.getByRole("link", { name: "Full Game Guide" }).click()
    await expect(page).toHaveURL("/instructions")
  })

  test("the home page's level ranking follows the school choice", async ({ page }) => {
    await page.goto("/")
    await untilLive(page)
    await expect(page.getByRole("table", { name: "Level Ranking: All" })).toBeVisible()
    // The radios are drawn as pills: a visitor clicks the pill, which is the radio's label.
    const schools = page.getByRole("group", { name: "School" })
    await schools.locator("label", { hasText: "Phoenix" }).click()
    await expect(schools.getByRole("radio", { name: "Phoenix" })).toBeChecked()
    const phoenix = page.getByRole("table", { name: "Level Ranking: Phoenix" })
    await expect(phoenix).toBeVisible()
    await expect(phoenix.getByRole("img", { name: "Mystic Peak" })).toHaveCount(0)
    // The widget is the top of the list; the whole hundred is one link away.
    expect(await phoenix.locator("tbody tr").count()).toBeLessThanOrEqual(10)
    await expect(page.getByRole("link", { name: "Follow us on our social pages" })).toHaveAttribute(
      "href",
      "/socials",
    )
    await page.getByRole("link", { name: "See the full Top 100" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Top 100 players in this month" })).toBeVisible()
  })
})
