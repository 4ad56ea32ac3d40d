import type { Page } from "@playwright/test"
import { closeAlert, demoStaff, expect, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { demoPlayer } from "./site.ts"

// Support tickets end to end: demohero writes one about a top-up and gets its number; gatekeeper
// answers it in the staff console; demohero finds the answer through the Mailbox, which counts it;
// the audit log lists the answer.

const welcomeBox = (page: Page) => page.getByRole("complementary").getByRole("region", { name: "Welcome" })

test("a player's ticket is answered by staff and read from the Mailbox, and the answer is audited", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const subject = `Code not credited ${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`
  const answer = "We found your code: its full value is on your balance now."

  // demohero writes the ticket, naming one of his own top-ups.
  await useOwnAddress(page)
  await logInOnLoginPage(page, demoPlayer.userId, demoPlayer.password)
  await page.goto("/ticket")
  // The page comes as a guest's and turns into the player's form once it runs.
  await untilLive(page)
  const form = page.getByRole("main")
  await expect(form.getByRole("heading", { level: 1, name: "Submit Ticket" })).toBeVisible()
  await form.getByRole("button", { name: "Submit Ticket" }).click()
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
    "Please choose a category.",
  )
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Payment / Top-up" })
  await page.getByRole("textbox", { name: "Subject" }).fill(subject)
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("I redeemed a code but my balance did not change.")
  const linkSelect = page.getByRole("combobox", { name: "Related purchase or top-up (optional)" })
  await expect(linkSelect).toBeEnabled()
  const topUp = await linkSelect.locator("option", { hasText: "Top-up:" }).first().getAttribute("value")
  await linkSelect.selectOption(topUp ?? "")
  await form.getByRole("button", { name: "Submit Ticket" }).click()
  const sent = page.getByRole("main").getByRole("status")
  await expect(sent).toContainText("has been sent")
  const ticketCode = /T-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0]
  expect(ticketCode, "the ticket's number").toBeDefined()
  const code = ticketCode ?? ""

  // gatekeeper finds it in the console's queue and answers it.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await useOwnAddress(staff)
  await logInOnLoginPage(staff, demoStaff.userId, demoStaff.password)
  await staff.goto(`/staff/tickets?text=${code}`)
  await expect(staff.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible()
  const queue = staff.getByRole("table", { name: "Tickets" })
  await expect(queue.getByRole("row", { name: new RegExp(code) })).toContainText("Open")
  await queue.getByRole("link", { name: code }).click()
  await expect(staff).toHaveURL(/\/staff\/tickets\?ticket=\d+$/)
  await expect(staff.getByRole("heading", { level: 2, name: new RegExp(code) })).toBeVisible()
  await expect(staff.getByRole("link", { name: demoPlayer.userId })).toHaveAttribute(
    "href",
    `/staff/players?user=${demoPlayer.userId}`,
  )
  await staff.getByRole("textbox", { name: "Answer" }).fill(answer)
  await staff.getByRole("button", { name: "Send answer" }).click()
  expect(await closeAlert(staff, "Success!")).toContain("The ticket is now answered.")
  await expect(staff.getByRole("list", { name: "Conversation" })).toContainText(answer)

  // demohero sees the Mailbox count the answer, and reads it there.
  await page.goto("/")
  const mailbox = welcomeBox(page).getByRole("link", { name: /^Mailbox ?\(\d+ new answers?\)$/ })
  await expect(mailbox).toBeVisible()
  await mailbox.click()
  await expect(page).toHaveURL("/checkticket")
  const row = page.getByRole("table", { name: "My tickets" }).getByRole("row", { name: new RegExp(code) })
  await expect(row).toContainText("Answered")
  await expect(row.getByRole("cell").last()).toHaveText("1")
  await row.getByRole("link", { name: code }).click()
  const conversation = page.getByRole("list", { name: "Conversation" })
  await expect(conversation).toContainText(answer)
  await expect(conversation).toContainText("Support team")
  await expect(conversation).toContainText("New")

  // The audit log lists the answer, by gatekeeper, on this ticket.
  await staff.goto("/staff/audit?action=ticket.reply")
  const audited = staff.getByRole("table", { name: "Audit log" }).getByRole("row", { name: new RegExp(code) })
  await expect(audited).toContainText("ticket.reply")
  await expect(audited).toContainText(demoStaff.userId)
  await staffContext.close()
})
