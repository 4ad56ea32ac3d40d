import { expect as baseExpect, type Page } from "@playwright/test"
import { alertDialog, closeAlert, demoStaff, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { demoPlayer } from "./site.ts"

// The item shop's console page as staff and players meet it: an administrator puts a new item on
// sale, the demo player finds it in the item shop and buys it, and the audit log names who created
// it. Each browser project sells in its own currency, so the two runs never share a balance.
const offers = {
  desktop: { price: "12.34", currency: "R-Coin", sidebar: "R-Coin" },
  phone: { price: "3.21", currency: "Milleage", sidebar: "Milleage" },
} as const

// The demo server shares the machine with the browsers: allow each step's answer some time.
const expect = baseExpect.configure({ timeout: 20_000 })

const logInAsStaff = async (page: Page) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoStaff.password)
  await page.getByRole("button", { name: "Login" }).click()
  expect(await closeAlert(page, "Success!")).toContain("Welcome, Admin gatekeeper!")
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
}

const logOut = async (page: Page) => {
  // The console has the whole screen: its way back to the site leads to the welcome box's Logout.
  const backToSite = page.getByRole("link", { name: /^Back to / })
  if (await backToSite.isVisible()) await backToSite.click()
  await page.getByRole("button", { name: "Logout" }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** The welcome box's balance of one currency in whole cents, as the sidebar shows it. */
const balanceCents = async (page: Page, currency: "R-Coin" | "Milleage") => {
  const shown = page
    .getByRole("complementary")
    .getByRole("region", { name: "Welcome" })
    .locator("dt", { hasText: currency })
    .locator("xpath=following-sibling::dd[1]")
  await expect(shown).toHaveText(/^[\d,]+\.\d{2}$/)
  return Math.round(Number(((await shown.textContent()) ?? "").replaceAll(",", "")) * 100)
}

test("an administrator puts a new item in the shop, a player buys it at its price, and the audit log names the creation", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const offer = offers[testInfo.project.name as keyof typeof offers] ?? offers.desktop
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`
  const categoryName = `Lanterns ${stamp}`
  const itemName = `Festival Lantern ${stamp}`
  await useOwnAddress(page)

  // The administrator adds a category of their own, then a new item in it.
  await logInAsStaff(page)
  await page.goto("/staff/shop")
  await expect(page.getByRole("heading", { name: "Item shop" })).toBeVisible()
  await page.getByRole("textbox", { name: "New category" }).fill(categoryName)
  await page.getByRole("button", { name: "Add category" }).click()
  expect(await closeAlert(page, "Success!")).toContain("Category created.")
  await expect(page.getByRole("rowheader", { name: categoryName })).toBeVisible()

  await page.getByRole("link", { name: "New item" }).click()
  await expect(page).toHaveURL(/\/staff\/shop\?new=1$/)
  await page.getByRole("textbox", { name: "Item name" }).fill(itemName)
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: categoryName })
  await page.getByRole("textbox", { name: "Price" }).fill(offer.price)
  await page.getByRole("combobox", { name: "Currency" }).selectOption({ label: offer.currency })
  await page.getByRole("textbox", { name: "Description" }).fill("Lights the way home after the festival.")
  await page.getByRole("textbox", { name: "Game ProductNum" }).fill("4021")
  // The preview shows the card and tooltip players will see, before anything is saved.
  const preview = page.getByRole("region", { name: "As players see it" })
  await expect(preview.getByRole("article", { name: itemName })).toBeVisible()
  await expect(preview.getByRole("tooltip")).toContainText(offer.price)
  await page.getByRole("button", { name: "Create item" }).click()
  expect(await closeAlert(page, "Success!")).toContain("Item created.")
  await expect(page).toHaveURL(/\/staff\/shop$/)
  await page.getByRole("textbox", { name: "Name or number" }).fill(stamp)
  await page.getByRole("button", { name: "Filter" }).click()
  await expect(page.getByRole("rowheader", { name: new RegExp(itemName) })).toBeVisible()
  await logOut(page)

  // The player finds it under its category and buys it: the balance drops by exactly its price.
  await logInOnLoginPage(page, demoPlayer.userId, demoPlayer.password)
  await page.goto("/itemshop")
  await page
    .getByRole("navigation", { name: "Shop categories" })
    .getByRole("link", { name: categoryName })
    .click()
  await expect(page.getByRole("article", { name: itemName })).toBeVisible()
  const before = await balanceCents(page, offer.sidebar)
  await page.getByRole("button", { name: `Buy now: ${itemName}` }).click()
  const confirm = page.getByRole("alertdialog", { name: "Buy Now" })
  await expect(confirm).toContainText("Are you sure you want to buy this item?")
  await confirm.getByRole("button", { name: "Buy" }).click()
  await expect(alertDialog(page, "Success!")).toBeVisible()
  expect(await closeAlert(page, "Success!")).toContain("Purchase successful!")
  const priceCents = Math.round(Number(offer.price) * 100)
  await expect.poll(() => balanceCents(page, offer.sidebar)).toBe(before - priceCents)
  await page.goto("/shoppurchases")
  await expect(page.getByRole("row", { name: new RegExp(itemName) })).toBeVisible()
  await logOut(page)

  // The audit log names the creation: who, what, and the item as it was created.
  await logInAsStaff(page)
  await page.goto("/staff/audit?action=shop.item.create")
  const row = page.getByRole("row", { name: new RegExp(itemName) })
  await expect(row).toBeVisible()
  await expect(row).toContainText("gatekeeper")
  await expect(row).toContainText("shop.item.create")
  await expect(row).toContainText(`"price": "${offer.price}"`)
})
