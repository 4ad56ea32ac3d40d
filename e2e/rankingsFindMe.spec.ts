import type { APIRequestContext, Page } from "@playwright/test"
import { expect, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

/** The demo player (docs/demo.md) and their three characters, all of Sacred Gate. */
const demoHero = { userId: "demohero", password: "Hero#2024" } as const
const heroCharacters = ["RowanVale", "RowanArcher", "Vale"] as const

/** The longest /rankings may be on a 390 × 844 phone: about ten screens, frame included. */
const phonePageHeightLimit = 9_000

interface ListedRow {
  readonly ChaNum: number
  readonly ChaName: string
}

const levelList = async (request: APIRequestContext): Promise<ReadonlyArray<ListedRow>> => {
  const response = await request.get("/api/get-top-rankings-list")
  expect(response.status()).toBe(200)
  return (await response.json()).toplevel
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page)
})

test("the rankings page is compact: 20 short rows a page, rank 1 on a phone's first screen, the whole page short", async ({
  page,
  isMobile,
}) => {
  // The page, taken over, fetches the whole season's lists once the browser is idle.
  const wholeLists = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/get-top-rankings-list",
  )
  await page.goto("/rankings")
  const table = page.getByRole("table", { name: "Level ranking" })
  await expect(table.getByRole("row")).toHaveCount(21)
  const firstRank = table.getByRole("row").nth(1).getByRole("cell").first()
  await expect(firstRank).toHaveText("1")
  // On a phone rank 1 shows on the first screen, before any scrolling (a desktop leads with its banner).
  if (isMobile) await expect(firstRank).toBeInViewport()
  const rowHeights = await table
    .getByRole("row")
    .evaluateAll((rows) => rows.slice(1).map((row) => row.getBoundingClientRect().height))
  // A third of the 178 px cards the phone showed before, or less.
  for (const height of rowHeights) expect(height).toBeLessThanOrEqual(64)
  expect(await pageHeight(page)).toBeLessThanOrEqual(phonePageHeightLimit)

  // The other tabs answer from what is loaded: no spinner once the lists have come. (A tab tapped
  // before the page's script has run is a plain button still; the tap is the browser's alone.)
  await wholeLists
  await page.getByRole("tab", { name: "Richest" }).click()
  await expect(page.getByRole("table", { name: "Richest ranking" }).getByRole("row")).toHaveCount(21)
  await page.getByRole("navigation", { name: "Ranking pages" }).getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("21–40 of 100")).toBeVisible()
  expect(await pageHeight(page)).toBeLessThanOrEqual(phonePageHeightLimit)
})

test("a search by name finds a player in the list, at their own place", async ({ page, request }) => {
  const listed = (await levelList(request))[57]
  expect(listed).toBeDefined()
  await page.goto("/rankings")
  await expect(page.getByRole("table", { name: "Level ranking" })).toBeVisible()
  await page.getByLabel("Search by name").fill(listed?.ChaName ?? "")
  const row = page
    .getByRole("table", { name: "Level ranking" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: listed?.ChaName, exact: true }) })
  await expect(row.getByRole("cell").first()).toHaveText("58")
  await page.getByLabel("Search by name").fill("Nobody-by-this-name")
  await expect(page.getByText('No player named "Nobody-by-this-name" in this list.')).toBeVisible()
})

test("a logged-in player finds their characters in rankings, even outside the top 100", async ({
  page,
  request,
}) => {
  await page.goto("/rankings")
  // A guest is asked to log in first, and comes back to the rankings after.
  await page.getByRole("button", { name: "Find my character" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole("textbox", { name: "Username" }).fill(demoHero.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoHero.password)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page).toHaveURL(/\/rankings$/)

  await page.getByRole("button", { name: "Find my character" }).click()
  const mine = page.getByRole("region", { name: "Your characters" })
  for (const name of heroCharacters) await expect(mine.getByText(name, { exact: true })).toBeVisible()

  const list = await levelList(request)
  for (const name of heroCharacters) {
    const index = list.findIndex((row) => row.ChaName === name)
    const item = mine.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) })
    if (index >= 0) {
      await expect(item).toContainText(`No. ${index + 1} in Level`)
    } else {
      // Past the top 100 the place is still told, with what it means.
      await expect(item).toContainText(/No\. (\d{3,}) in Level, outside the top 100/)
      await expect(item.getByRole("button", { name: `Show ${name} in the list` })).toHaveCount(0)
    }
  }

  // On a tab where one of them is listed, "Show in list" opens its page and marks its row.
  const lists = (await (await request.get("/api/get-top-rankings-list")).json()) as Record<
    string,
    ReadonlyArray<ListedRow>
  >
  const tabs = [
    { label: "Contibution", list: "topmmr" },
    { label: "Level", list: "toplevel" },
    { label: "Richest", list: "topmoney" },
    { label: "Killer", list: "toppk" },
  ]
  const found = tabs.flatMap(({ label, list }) =>
    (lists[list] ?? []).flatMap((row, index) =>
      (heroCharacters as ReadonlyArray<string>).includes(row.ChaName)
        ? [{ label, name: row.ChaName, index }]
        : [],
    ),
  )[0]
  expect(found, "one of the demo player's characters is in a top 100").toBeDefined()
  const { label, name, index } = found as { label: string; name: string; index: number }
  await page.getByRole("tab", { name: label }).click()
  await mine.getByRole("button", { name: `Show ${name} in the list` }).click()
  const marked = page.getByRole("table", { name: `${label} ranking` }).locator('tr[aria-current="true"]')
  await expect(marked.getByRole("rowheader")).toHaveText(name)
  await expect(marked.getByRole("cell").first()).toHaveText(String(index + 1))
  await expect(marked.getByRole("rowheader")).toBeFocused()
  await expect(marked).toBeInViewport()
})
