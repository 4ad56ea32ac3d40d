import { closeAlert, expect, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

const editor = { userId: "scribe", password: "Scribe#2024" } as const
const player = { userId: "demohero", password: "Hero#2024" } as const

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page)
})

test("a content editor opens the staff console, sees only an editor's pages, and reads the audit log", async ({
  page,
}) => {
  await logInOnLoginPage(page, editor.userId, editor.password)
  expect(await closeAlert(page, "Success!")).toContain(`Welcome, Admin ${editor.userId}!`)
  await page.goto("/staff")
  await expect(page).toHaveTitle(/^Staff Console \| /)
  await expect(page.getByRole("heading", { level: 1, name: "Staff Console" })).toBeVisible()
  await expect(page.getByText(`${editor.userId} · Content editor`)).toBeVisible()
  const nav = page.getByRole("navigation", { name: "Staff console" })
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible()
  await expect(nav.getByRole("link", { name: "Codes" })).toHaveCount(0)

  await nav.getByRole("link", { name: "Audit log" }).click()
  await expect(page).toHaveURL("/staff/audit")
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible()
  await page.getByRole("textbox", { name: "Action" }).fill("no-such-action")
  await page.getByRole("button", { name: "Filter" }).click()
  await expect(page).toHaveURL("/staff/audit?action=no-such-action")
  await expect(page.getByText("No staff action matches.")).toBeVisible()
})

test("a player who opens the console is told it is for staff only", async ({ page }) => {
  await logInOnLoginPage(page, player.userId, player.password)
  await page.goto("/staff/audit")
  await expect(page.getByRole("alert")).toHaveText("This page is for staff only.")
  await expect(page.getByRole("table", { name: "Audit log" })).toHaveCount(0)
})
