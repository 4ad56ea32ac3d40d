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

/** "8,115.00" → 811500 */
const centsOf = (text: string) => Math.round(Number(text.replaceAll(",", "")) * 100)
const amountText = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`

/** A device of its own (cookies, storage and address) signed in as the demo administrator. */
const staffDevice = async (browser: Browser): Promise<Page> => {
  const staff = await (await browser.newContext()).newPage()
  await useOwnAddress(staff)
  await logInOnLoginPage(staff, demoStaff.userId, demoStaff.password)
  await closeAlert(staff, "Success!")
  return staff
}

test("staff approve a player's IP whitelist request and adjust the player's balance, each step audited", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow()
  await useOwnAddress(page)
  // A player of this run's own, so no other journey moves the balance this one checks.
  const player = newPlayer(testInfo)
  await registerThroughApi(request, player)
  const { userId } = player
  let address = ""

  await test.step("the player asks for the address to be whitelisted on My Account", async () => {
    await logInOnLoginPage(page, userId, player.password)
    await page.goto("/user")
    const addressShown = page
      .getByText("IP Address", { exact: true })
      .locator("xpath=following-sibling::dd[1]")
    await expect(addressShown).not.toBeEmpty()
    address = ((await addressShown.textContent()) ?? "").trim()
    await page.getByRole("button", { name: "Request IP Whitelist" }).click()
    await closeAlert(page, "SUCCESS!!")
    await expect(page.getByText(`Waiting for approval of ${address}`)).toBeVisible()
  })

  const staff = await staffDevice(browser)

  await test.step("gatekeeper approves it in the console's IP whitelist queue", async () => {
    await staff.goto("/staff")
    await staff
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "IP whitelist" })
      .click()
    await expect(staff.getByRole("heading", { name: "IP whitelist", level: 1 })).toBeVisible()
    const approve = staff.getByRole("button", { name: `Approve ${userId}, ${address}` })
    await approve.click()
    expect(await closeAlert(staff, "Success!")).toContain(`${address} is now whitelisted for ${userId}.`)
    await expect(approve).toBeHidden()
  })

  await test.step("the player's My Account shows the address approved", async () => {
    await page.reload()
    await expect(page.getByText(`Approved for ${address}`)).toBeVisible()
    await expect(page.getByRole("button", { name: "Request IP Whitelist" })).toBeHidden()
  })

  let expected = ""
  await test.step("gatekeeper finds the player and adds R-Coin with a reason", async () => {
    await staff.goto("/staff/players")
    await staff.getByRole("textbox", { name: "User ID or e-mail" }).fill(userId.toUpperCase())
    await staff.getByRole("button", { name: "Search" }).click()
    await staff.getByRole("table", { name: "Accounts found" }).getByRole("link", { name: userId }).click()
    await expect(staff).toHaveURL(`/staff/players?user=${userId}`)
    await expect(staff.getByRole("heading", { name: userId, level: 2 })).toBeVisible()
    const rcoin = staff
      .getByRole("region", { name: "Balances" })
      .locator("dt")
      .filter({ hasText: /^R-Coin$/ })
      .locator("xpath=following-sibling::dd[1]")
    await expect(rcoin).not.toBeEmpty()
    expected = amountText(centsOf((await rcoin.textContent()) ?? "") + 2550)

    const form = staff.getByRole("form", { name: "Adjust a balance" })
    await form.getByRole("textbox", { name: /Amount/ }).fill("25.50")
    await form.getByRole("button", { name: "Adjust balance" }).click()
    await expect(form.getByText("Please give a reason.")).toBeVisible()
    await form.getByRole("textbox", { name: /Reason/ }).fill("Compensation for the Sunday outage")
    await form.getByRole("button", { name: "Adjust balance" }).click()
    const confirm = staff.getByRole("alertdialog", { name: "Adjust balance" })
    await expect(confirm).toContainText(`Add 25.50 R-Coin to ${userId}?`)
    await expect(confirm).toContainText(`R-Coin after: ${expected}`)
    await confirm.getByRole("button", { name: "Adjust" }).click()
    expect(await closeAlert(staff, "Success!")).toContain(`The balance of ${userId} has been adjusted.`)
    await expect(rcoin).toHaveText(expected)
    await expect(staff.getByRole("table", { name: "Ledger" })).toContainText(
      "Compensation for the Sunday outage",
    )
  })

  await test.step("the player's balance shows the R-Coin added", async () => {
    await page.getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL("/login")
    await logInOnLoginPage(page, userId, player.password)
    await expect(page.getByRole("complementary").getByText(expected, { exact: true })).toBeVisible()
  })

  await test.step("the audit log lists the approval and the adjustment", async () => {
    await staff.goto(`/staff/audit?target=${userId}`)
    const log = staff.getByRole("table", { name: "Audit log" })
    await expect(log.getByRole("row").filter({ hasText: "player.adjust" })).toContainText(
      "Compensation for the Sunday outage",
    )
    await expect(log.getByRole("row").filter({ hasText: "whitelist.approve" }).first()).toContainText(address)
  })
})
