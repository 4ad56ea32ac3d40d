import { expect as baseExpect, type Page } from "@playwright/test"
import {
  alertDialog,
  closeAlert,
  logInOnLoginPage,
  newPlayer,
  registerThroughApi,
  useOwnAddress,
} from "./accounts.ts"
import { test } from "./fixtures.ts"

// The economy as a new player meets it: load R-Coin with a seeded code, shop, cart, histories. Each
// browser project redeems its own code (docs/demo.md), since codes work once.
const seededCodes = { phone: "DUAL-G2MY-6WDP", desktop: "DUAL-Q9BK-4FJS" } as const
const codeValue = { rCoin: "500.00", milleage: "125.00" }

// The demo server shares the machine with the browsers: allow each step's answer some time.
const expect = baseExpect.configure({ timeout: 20_000 })

/** Waits for the alert titled `title` (the answer may take a moment), then reads and closes it. */
const answerAlert = async (page: Page, title: string): Promise<string> => {
  await expect(alertDialog(page, title)).toBeVisible()
  return closeAlert(page, title)
}

/** The welcome box's balance of one currency, as the sidebar shows it. */
const balance = (page: Page, currency: "R-Coin" | "Milleage") =>
  page
    .getByRole("complementary")
    .getByRole("region", { name: "Welcome" })
    .locator("dt", { hasText: currency })
    .locator("xpath=following-sibling::dd[1]")

test("a new player loads R-Coin, shops with the cart, reads both histories and cannot overspend", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  // A desktop player's window is taller than the project's default: the classic frame at 1280×900.
  if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1280, height: 900 })
  const player = newPlayer(testInfo)
  const code = seededCodes[testInfo.project.name as keyof typeof seededCodes]
  await useOwnAddress(page)
  await registerThroughApi(page.request, player)
  await logInOnLoginPage(page, player.userId, player.password)
  await expect(balance(page, "R-Coin")).toHaveText("0.00")

  // Redeem a seeded code, typed in lower case: the field shows and sends it in upper case, the
  // answer names the code and what it added, and the balances rise in the sidebar.
  await page.goto("/topup")
  await page.getByRole("textbox", { name: "Redeem Code" }).fill(code.toLowerCase())
  await page.getByRole("button", { name: "Redeem" }).click()
  expect(await answerAlert(page, "Success!")).toContain(`Code ${code} redeemed! ${codeValue.rCoin} R-Coin`)
  await expect(balance(page, "R-Coin")).toHaveText(codeValue.rCoin)
  await expect(balance(page, "Milleage")).toHaveText(codeValue.milleage)

  // The same code again: the server's refusal, and nothing changes.
  await page.getByRole("textbox", { name: "Redeem Code" }).fill(code)
  await page.getByRole("button", { name: "Redeem" }).click()
  expect(await answerAlert(page, "Notice")).toContain("This code has already been used.")
  await expect(balance(page, "R-Coin")).toHaveText(codeValue.rCoin)

  // Browse a category and its page 2.
  await page.goto("/itemshop")
  await page
    .getByRole("navigation", { name: "Shop categories" })
    .getByRole("link", { name: "Consumables" })
    .click()
  await expect(page).toHaveURL(/\/itemshop\?category=\d+$/)
  await page.getByRole("navigation", { name: "Item pages" }).getByRole("link", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/\/itemshop\?category=\d+&page=2$/)
  await expect(
    page.getByRole("navigation", { name: "Item pages" }).getByText("2", { exact: true }),
  ).toHaveAttribute("aria-current", "page")

  // Add two items; the sidebar's cart summary follows.
  for (const name of ["Resurrection Feather", "Stamina Tonic x20"]) {
    await page.getByRole("button", { name: `Add to cart: ${name}` }).click()
    // Told without stopping the player: a status naming the item, no dialog.
    await expect(page.getByRole("status").filter({ hasText: name })).toContainText("Item added to your cart.")
    await expect(page.getByRole("alertdialog")).toHaveCount(0)
  }
  const summary = page.getByRole("complementary").getByRole("region", { name: "My Cart" })
  await expect(summary.getByRole("listitem")).toHaveCount(2)

  // In the cart: change quantities, uncheck one, buy the checked one.
  await summary.getByRole("link", { name: "Checkout" }).click()
  await expect(page).toHaveURL("/shoppingcart")
  await expect(page.getByText("2 items in your cart")).toBeVisible()
  const quantity = (name: string) => page.getByRole("status", { name: `Quantity of ${name}` })
  await page.getByRole("button", { name: "One more Resurrection Feather" }).click()
  await expect(quantity("Resurrection Feather")).toHaveText("2")
  await page.getByRole("button", { name: "One more Stamina Tonic x20" }).click()
  await expect(quantity("Stamina Tonic x20")).toHaveText("2")
  await page.getByRole("button", { name: "One less Stamina Tonic x20" }).click()
  await expect(quantity("Stamina Tonic x20")).toHaveText("1")
  const feather = page.getByRole("checkbox", { name: "Buy Resurrection Feather" })
  const tonic = page.getByRole("checkbox", { name: "Buy Stamina Tonic x20" })
  // The box follows the server: a click asks for the change, and the refetched cart shows it. The
  // input itself is visually hidden inside its drawn box, hence the forced click.
  if (!(await feather.isChecked())) await feather.click({ force: true })
  await expect(feather).toBeChecked()
  if (await tonic.isChecked()) await tonic.click({ force: true })
  await expect(tonic).not.toBeChecked()
  // Subtotal counts every row, Total only the checked ones, and each says so; in the shop Milleage is R-Point.
  await expect(page.getByText("The checked items: what Proceed to Buy charges")).toBeVisible()
  await page.getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" }).click()
  // Nothing is bought before the player confirms what is bought, what it costs and what is left.
  const confirmBuy = page.getByRole("alertdialog", { name: "Proceed to Buy" })
  await expect(confirmBuy).toBeVisible()
  await expect(confirmBuy.getByRole("list", { name: "Items to buy" }).getByRole("listitem")).toHaveText([
    /^2 × Resurrection Feather\s*37\.00 R-Coin$/,
  ])
  await expect(confirmBuy.locator("dt", { hasText: "Total" }).locator("xpath=..")).toContainText(
    "37.00 R-Coin",
  )
  const balanceAfter = confirmBuy.locator("dt", { hasText: "Balance after" }).locator("xpath=..")
  await expect(balanceAfter).toContainText("463.00 R-Coin")
  await expect(balanceAfter).toContainText(`${codeValue.milleage} R-Point`)
  await expect(balance(page, "R-Coin")).toHaveText(codeValue.rCoin)
  await confirmBuy.getByRole("button", { name: "Buy" }).click()
  expect(await answerAlert(page, "Success!")).toContain("Purchase successful!")
  // Two feathers at 18.50 R-Coin, the balance the confirmation promised; the unchecked tonic stays
  // in the cart, unpaid.
  await expect(balance(page, "R-Coin")).toHaveText("463.00")
  await expect(balance(page, "Milleage")).toHaveText(codeValue.milleage)
  await expect(page.getByText("1 item in your cart")).toBeVisible()

  // The tonic is taken out of the cart without buying it.
  await page.getByRole("button", { name: "Remove Stamina Tonic x20 from the cart" }).click()
  await expect(page.getByText("0 items in your cart")).toBeVisible()
  await expect(balance(page, "R-Coin")).toHaveText("463.00")

  // Both histories show the rows, dated as a player reads dates (in Manila time), not as raw ISO text.
  const readableDate = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/
  await page.goto("/shoppurchases")
  const purchase = page.getByRole("row", { name: /Resurrection Feather\s+2\s/ })
  await expect(purchase).toBeVisible()
  await expect(purchase.locator("time")).toHaveText(readableDate)
  await page.goto("/topuphistory")
  const redemption = page.getByRole("row", { name: new RegExp(`^${code}\\s`) })
  await expect(redemption).toBeVisible()
  await expect(redemption.locator("time")).toHaveText(readableDate)

  // A purchase beyond the balance fails cleanly: the server's message, nothing charged.
  await page.goto("/itemshop")
  await page.getByRole("button", { name: "Buy now: Phoenix Festival Robe" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Buy Now" })
  await expect(confirm).toContainText("Are you sure you want to buy this item?")
  await expect(confirm).toContainText("1 × Phoenix Festival Robe")
  await expect(confirm).toContainText("Your balance is not enough for this purchase.")
  await confirm.getByRole("button", { name: "Buy" }).click()
  expect(await answerAlert(page, "Notice")).toContain("Insufficient balance")
  await expect(balance(page, "R-Coin")).toHaveText("463.00")
  await expect(alertDialog(page, "Success!")).toBeHidden()
  await page.goto("/shoppurchases")
  await expect(page.getByRole("row", { name: /Phoenix Festival Robe/ })).toHaveCount(0)
})
