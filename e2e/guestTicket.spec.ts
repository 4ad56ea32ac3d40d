import { closeAlert, demoStaff, expect, logInOnLoginPage, newestMail, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

// Support for someone who cannot log in: a guest files an account ticket on /ticket with an e-mail
// address; gatekeeper finds it in the console's queue (the console on the whole screen, its table
// cut off nowhere) and answers it; the answer is mailed to that address.

test("a guest who cannot log in files a ticket, staff answer it, and the answer is mailed", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  const tag = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`
  const email = `locked.out.${tag}@example.com`
  const subject = `Blocked after a password reset ${tag}`
  const answer = "Your account is open again; log in with the password you chose."

  await useOwnAddress(page)
  await page.goto("/ticket")
  await expect(page.getByRole("heading", { level: 1, name: "Submit Ticket" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Find Account" })).toBeVisible()
  const form = page.getByRole("form", { name: "Ticket without an account" })
  await form.getByRole("textbox", { name: "Email" }).fill("not-an-address")
  await form.getByRole("button", { name: "Submit Ticket" }).click()
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
    /Enter a valid email address\./,
  )
  await form.getByRole("textbox", { name: "Email" }).fill(email)
  await form.getByRole("textbox", { name: "Subject" }).fill(subject)
  await form.getByRole("textbox", { name: "Message" }).fill("My User ID is lanternkeeper; I cannot log in.")
  await form.getByRole("button", { name: "Submit Ticket" }).click()
  const sent = page.getByRole("main").getByRole("status")
  await expect(sent).toContainText(`Our reply will arrive at ${email}.`)
  const code = /T-\d{4}-\d{6}/.exec((await sent.textContent()) ?? "")?.[0] ?? ""
  expect(code, "the ticket's number").not.toBe("")

  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const staff = await staffContext.newPage()
  await useOwnAddress(staff)
  await logInOnLoginPage(staff, demoStaff.userId, demoStaff.password)
  await staff.goto("/staff")
  const waiting = staff
    .getByRole("region", { name: "Needs attention" })
    .getByRole("link", { name: /Open tickets$/ })
  await expect(waiting).toHaveAttribute("href", "/staff/tickets")
  await staff.goto(`/staff/tickets?text=${encodeURIComponent(email)}`)
  const queue = staff.getByRole("table", { name: "Tickets" })
  await expect(queue.getByRole("row", { name: new RegExp(code) })).toContainText(`Guest · ${email}`)
  // The console has the screen's width: nothing of the queue is hidden past its box.
  const clipped = await queue.evaluate((table) => {
    const box = table.parentElement as HTMLElement
    return box.scrollWidth - box.clientWidth
  })
  expect(clipped).toBeLessThanOrEqual(0)
  await expect(staff.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0)

  await queue.getByRole("link", { name: code }).click()
  await staff.getByRole("textbox", { name: "Answer" }).fill(answer)
  await staff.getByRole("button", { name: "Send answer" }).click()
  expect(await closeAlert(staff, "Success!")).toContain("The ticket is now answered.")
  const mail = await newestMail(request, email, `Your Gatehouse ticket ${code}: ${subject}`)
  expect(mail.body).toContain(answer)
  await staffContext.close()
})
