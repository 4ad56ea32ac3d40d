import { closeAlert, demoStaff, expect, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"

/** A Manila date-time as the console's field takes it, `days` from now (the server's clock is Manila's). */
const manilaTimeIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16)

test.beforeEach(async ({ page }) => useOwnAddress(page))

test("an administrator schedules an event in the console, and the home page counts down to it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const title = `Lantern night ${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`

  await test.step("schedules it on the console's Events page", async () => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
    await page.getByLabel("Password", { exact: true }).fill(demoStaff.password)
    await page.getByRole("button", { name: "Login" }).click()
    await closeAlert(page, "Success!")
    await page.goto("/staff/events")
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible()
    await page.getByRole("button", { name: "Schedule event" }).click()
    const form = page.getByRole("form", { name: "New event" })
    await form.getByRole("textbox", { name: "Title" }).fill(title)
    await form.getByLabel("Starts (game time)").fill(manilaTimeIn(2))
    await form.getByRole("button", { name: "Schedule event" }).click()
    await expect(page.getByText(`Event "${title}" scheduled.`)).toBeVisible()
    await expect(
      page.getByRole("table", { name: "Events" }).getByRole("rowheader", { name: title }),
    ).toBeVisible()
  })

  await test.step("the home page, rendered on the server, shows it and counts down once alive", async () => {
    const events = page.getByRole("region", { name: "Upcoming Events" })
    const event = events.getByRole("listitem").filter({ hasText: title })
    await page.goto("/")
    await expect(event).toBeVisible()
    await untilLive(page)
    await expect(event).toContainText(/Starts in 1d 23:5\d:\d\d|Starts in 2d 00:00:00/)
  })
})
