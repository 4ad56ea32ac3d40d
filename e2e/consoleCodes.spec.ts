import { readFile } from "node:fs/promises"
import type { Page } from "@playwright/test"
import { closeAlert, demoStaff, expect, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

// The Codes page as staff and a player meet it: the administrator generates a batch, downloads its
// CSV and hands out a code; the demo player redeems it on /topup; the audit log shows the batch.

const demoPlayer = { userId: "demohero", password: "Hero#2024" } as const

/** Staff are greeted with a 'Success!' welcome at login; it is closed before the page is used. */
const logInAsStaff = async (page: Page) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoStaff.password)
  await page.getByRole("button", { name: "Login" }).click()
  expect(await closeAlert(page, "Success!")).toContain(`Welcome, Admin ${demoStaff.userId}!`)
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
}

test("an administrator generates five codes, exports them as CSV, and a player redeems one", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const batchName = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`
  await useOwnAddress(page)
  await logInAsStaff(page)

  // The console's navigation leads to Codes; the generator makes the batch.
  await page.goto("/staff")
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Codes" }).click()
  await expect(page).toHaveURL("/staff/codes")
  await expect(page.getByRole("heading", { level: 1, name: "Codes" })).toBeVisible()
  await page.getByRole("textbox", { name: "Batch name" }).fill(batchName)
  await page.getByRole("textbox", { name: "Number of codes" }).fill("5")
  await page.getByRole("textbox", { name: "R-Coin per code" }).fill("100")
  await page.getByRole("button", { name: "Generate codes" }).click()
  await expect(page.getByRole("status").filter({ hasText: "5 codes generated" })).toHaveText(
    `5 codes generated in batch "${batchName}".`,
  )
  const table = page.getByRole("table", { name: "Code batches" })
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: batchName }) })
  await expect(row).toContainText("100.00 R-Coin")

  // The CSV arrives as a file: a header and the five codes, each unused.
  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: `Download CSV of ${batchName}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^codes-batch-\d+\.csv$/)
  const csv = await readFile(await download.path(), "utf8")
  const [header, ...rows] = csv.trimEnd().split("\r\n")
  expect(header).toBe("code,value,currency,expiry,state")
  expect(rows).toHaveLength(5)
  const codes = rows.map((line) => line.split(",")[0] ?? "")
  for (const line of rows)
    expect(line).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4},100\.00,R-Coin,,unused$/)
  expect(new Set(codes).size).toBe(5)

  // The player redeems the first code on /topup, typed in lower case as a player might. The console
  // has the whole screen: its way back to the site leads to the welcome box's Logout.
  await page.getByRole("link", { name: /^Back to / }).click()
  await page.getByRole("button", { name: "Logout" }).click()
  await expect(page).toHaveURL("/login")
  await logInOnLoginPage(page, demoPlayer.userId, demoPlayer.password)
  await page.goto("/topup")
  await page.getByRole("textbox", { name: "Redeem Code" }).fill((codes[0] ?? "").toLowerCase())
  await page.getByRole("button", { name: "Redeem" }).click()
  expect(await closeAlert(page, "Success!")).toContain(`Code ${codes[0]} redeemed! 100.00 R-Coin added`)

  // Back in the console: the batch counts the redemption, and the audit log lists the generation.
  await page.getByRole("button", { name: "Logout" }).click()
  await expect(page).toHaveURL("/login")
  await logInAsStaff(page)
  await page.goto("/staff/codes")
  const counted = page
    .getByRole("table", { name: "Code batches" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: batchName }) })
  // Cells after the batch's name: created, codes, redeemed, voided.
  await expect(counted.getByRole("cell").nth(1)).toHaveText("5")
  await expect(counted.getByRole("cell").nth(2)).toHaveText("1")
  await page.goto("/staff/audit?action=codes.generate")
  const audit = page.getByRole("table", { name: "Audit log" })
  await expect(audit.getByRole("row").filter({ hasText: batchName }).first()).toContainText("codes.generate")
  // The log names the batch, never its codes: editors read it too.
  await expect(audit).not.toContainText(codes[1] ?? "")
})
