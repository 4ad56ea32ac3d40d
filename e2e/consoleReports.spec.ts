import type { Browser, Page } from "@playwright/test"
import {
  closeAlert,
  demoStaff,
  expect,
  logInOnLoginPage,
  newPlayer,
  registerThroughApi,
  useOwnAddress,
} from "./accounts.ts"
import { test } from "./fixtures.ts"

// The console overview's charts as an administrator meets them: a purchase made in the shop today is
// counted in the Shop sales chart, whose figures are also a table away.

/** "1,234.50" → 123450 */
const centsOf = (text: string) => Math.round(Number(text.replaceAll(",", "")) * 100)

/** A device of its own (cookies, storage and address) signed in as the demo administrator. */
const staffDevice = async (browser: Browser): Promise<Page> => {
  const staff = await (await browser.newContext()).newPage()
  await useOwnAddress(staff)
  await logInOnLoginPage(staff, demoStaff.userId, demoStaff.password)
  await closeAlert(staff, "Success!")
  return staff
}

/** The Shop sales chart's R-Coin total over the last 7 days, in cents, as the overview shows it. */
const rcoinSalesThisWeek = async (staff: Page): Promise<number> => {
  await staff.goto("/staff")
  const atAGlance = staff.getByRole("region", { name: "At a glance" })
  // The range's input is hidden behind its label, as a person sees it: the label is what is pressed.
  await atAGlance.getByText("Last 7 days", { exact: true }).click()
  await expect(atAGlance.getByRole("radio", { name: "Last 7 days" })).toBeChecked()
  const sales = atAGlance.getByRole("figure", { name: "Shop sales" })
  // The drawing is one picture whose name says the range and its totals (Recharts' own svg is inside it).
  await expect(sales.getByRole("img", { name: /^Shop sales, 7 days: R-Coin [\d,]+\.\d\d, / })).toBeVisible()
  const total = sales
    .getByRole("listitem")
    .filter({ hasText: /^R-Coin / })
    .locator("strong")
  return centsOf((await total.textContent()) ?? "")
}

test("an administrator's overview counts a purchase made in the shop today", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A purchase, a balance change and two reads of the overview on a machine shared with other journeys.
  test.setTimeout(240_000)
  await useOwnAddress(page)
  const player = newPlayer(testInfo)
  await registerThroughApi(request, player)
  const staff = await staffDevice(browser)

  const before = await test.step("the overview draws the week's shop sales", () => rcoinSalesThisWeek(staff))

  await test.step("gatekeeper gives the new player R-Coin to spend", async () => {
    await staff.goto(`/staff/players?user=${player.userId}`)
    const form = staff.getByRole("form", { name: "Adjust a balance" })
    await form.getByRole("textbox", { name: /Amount/ }).fill("18.50")
    await form.getByRole("textbox", { name: /Reason/ }).fill("Welcome gift")
    await form.getByRole("button", { name: "Adjust balance" }).click()
    await staff
      .getByRole("alertdialog", { name: "Adjust balance" })
      .getByRole("button", { name: "Adjust" })
      .click()
    expect(await closeAlert(staff, "Success!")).toContain(
      `The balance of ${player.userId} has been adjusted.`,
    )
  })

  await test.step("the player buys a Resurrection Feather (18.50 R-Coin) with the cart", async () => {
    await logInOnLoginPage(page, player.userId, player.password)
    await page.goto("/itemshop")
    await page
      .getByRole("navigation", { name: "Shop categories" })
      .getByRole("link", { name: "Consumables" })
      .click()
    await page.getByRole("navigation", { name: "Item pages" }).getByRole("link", { name: "Page 2" }).click()
    await page.getByRole("button", { name: "Add to cart: Resurrection Feather" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Resurrection Feather" })).toContainText(
      "Item added to your cart.",
    )
    await page.goto("/shoppingcart")
    await expect(page.getByText("1 item in your cart")).toBeVisible()
    await page.getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" }).click()
    await page
      .getByRole("alertdialog", { name: "Proceed to Buy" })
      .getByRole("button", { name: "Buy" })
      .click()
    expect(await closeAlert(page, "Success!")).toContain("Purchase successful!")
  })

  await test.step("the overview's Shop sales count it, and its table shows today's sales", async () => {
    const after = await rcoinSalesThisWeek(staff)
    // Journeys run side by side and may buy too: the week's total rose by this purchase at least.
    expect(after - before).toBeGreaterThanOrEqual(1850)
    const sales = staff.getByRole("figure", { name: "Shop sales" })
    await sales.getByText("Show as table").click()
    const today = sales.getByRole("table", { name: "Shop sales per day" }).getByRole("row").nth(1)
    const rcoinToday = today.getByRole("cell").first()
    expect(centsOf((await rcoinToday.textContent())?.replace(/^R-Coin/, "") ?? "")).toBeGreaterThanOrEqual(
      1850,
    )
  })
})

test("the Codes page's batches table shows every row's actions whole, inside its box", async ({
  browser,
}) => {
  test.slow()
  const staff = await staffDevice(browser)
  await staff.goto("/staff/codes")
  const table = staff.getByRole("table", { name: "Code batches" })
  await expect(table.getByRole("button", { name: /^Download CSV of / }).first()).toBeVisible()
  // The table's box scrolls sideways only when the table is wider than it: nothing may be cut off.
  const box = table.locator("xpath=..")
  const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const boxPlace = await box.boundingBox()
  const boxRight = (boxPlace?.x ?? 0) + (boxPlace?.width ?? 0)
  for (const button of await table.getByRole("button").all()) {
    const place = await button.boundingBox()
    expect((place?.x ?? 0) + (place?.width ?? 0)).toBeLessThanOrEqual(boxRight)
  }
})
