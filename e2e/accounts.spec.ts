import {
  alertDialog,
  closeAlert,
  deliveredMail,
  demoStaff,
  expect,
  linkPathIn,
  logInOnLoginPage,
  newestMail,
  newPlayer,
  registerThroughApi,
  useOwnAddress,
} from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page)
})

test("a new player registers, edits details, changes password, requests an IP whitelist and logs out", async ({
  page,
}, testInfo) => {
  // A long journey of real account calls on a server the other tests share.
  test.setTimeout(180_000)
  const player = newPlayer(testInfo)

  await test.step("registers, is logged in and is sent home after 1 s", async () => {
    await page.goto("/register")
    // The page comes rendered; its radio and check box answer once it runs (a tap before is held).
    await untilLive(page)
    const form = page.getByRole("form", { name: "Register" })
    await form.getByRole("textbox", { name: "User ID" }).fill(player.userId)
    await form.getByRole("textbox", { name: "E-mail" }).fill(player.email)
    await form.getByRole("textbox", { name: "First Name" }).fill(player.firstName)
    await form.getByRole("textbox", { name: "Last Name" }).fill(player.lastName)
    await form.getByLabel("Password", { exact: true }).fill(player.password)
    await form.getByLabel("Confirm Password").fill(player.password)
    await page
      .getByRole("combobox", { name: "Secret Question" })
      .selectOption({ label: player.secretQuestion })
    await form.getByRole("textbox", { name: "Secret Answer" }).fill(player.secretAnswer)
    await form.getByRole("radio", { name: "Female" }).check({ force: true })
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Philippines")
    await form.getByRole("checkbox").check({ force: true })
    await form.getByRole("button", { name: "Register" }).click()
    const success = page.getByRole("dialog", { name: "Success!" })
    await expect(success).toContainText(`Welcome, ${player.userId}!`)
    await expect(page).toHaveURL("/")
    await success.getByRole("button", { name: "Close" }).click()
    await expect(success).toBeHidden()
  })

  await test.step("sees the balances in the welcome box", async () => {
    const welcome = page.getByRole("region", { name: "Welcome" })
    await expect(welcome.getByText(player.userId)).toBeVisible()
    await expect(welcome.getByText("R-Coin")).toBeVisible()
    await expect(welcome.getByText("Milleage")).toBeVisible()
  })

  await test.step("edits the account details behind the confirm-password modal and is logged out", async () => {
    await page.getByRole("link", { name: "My Account" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Account Setting" })).toBeVisible()
    await expect(page.getByText(`n****@example.com`)).toBeVisible()
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+63 917 555 0142")
    await page.getByRole("button", { name: "Save" }).click()
    const confirm = page.getByRole("dialog", { name: "Confirm Password" })
    await confirm.getByLabel(/password/i).fill("not-my-password")
    await confirm.getByRole("button", { name: "Confirm" }).click()
    await expect(confirm).toContainText("Password is incorrect. Please try again.")
    await confirm.getByLabel(/password/i).fill(player.password)
    await confirm.getByRole("button", { name: "Confirm" }).click()
    await expect(alertDialog(page, "Success!")).toBeVisible()
    await expect(page).toHaveURL("/login")
    await closeAlert(page, "Success!")
  })

  await test.step("changes the password with the secret answer and is logged out 2 s later", async () => {
    await logInOnLoginPage(page, player.userId, player.password)
    await page.goto("/user")
    await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveValue("+63 917 555 0142")
    await page.goto("/changepassword")
    const form = page.getByRole("form", { name: "Change Password" })
    await form.getByLabel("Current Password").fill(player.password)
    await form.getByLabel("New Password", { exact: true }).fill(player.newPassword)
    await form.getByLabel("Retype New Password").fill(player.newPassword)
    await form.getByRole("button", { name: "Change Password" }).click()
    const prompt = page.getByRole("dialog", { name: "Secret Answer" })
    await prompt.getByRole("textbox").fill("Not my pet")
    await prompt.getByRole("button", { name: "Submit" }).click()
    await expect(prompt).toContainText("Secret Answer is incorrect. Please try again.")
    await prompt.getByRole("textbox").fill(player.secretAnswer)
    await prompt.getByRole("button", { name: "Submit" }).click()
    await expect(alertDialog(page, "Success!")).toBeVisible()
    await expect(page).toHaveURL("/login")
    await closeAlert(page, "Success!")
  })

  await test.step("logs in with the new password and requests an IP whitelist", async () => {
    await logInOnLoginPage(page, player.userId, player.newPassword)
    await page.goto("/user")
    await expect(page.getByText("Not whitelisted", { exact: true })).toBeVisible()
    // The address as the player knows it: never the `::ffff:` form a dual-stack socket reports.
    const addressShown = page
      .getByText("IP Address", { exact: true })
      .locator("xpath=following-sibling::dd[1]")
    const address = ((await addressShown.textContent()) ?? "").trim()
    expect(address).toMatch(/^(\d{1,3}\.){3}\d{1,3}$|^[\da-f:]+$/i)
    expect(address).not.toMatch(/^::ffff:/i)
    await expect(page.getByText(`Ask the staff to whitelist ${address},`)).toBeVisible()
    await page.getByRole("button", { name: "Request IP Whitelist" }).click()
    const text = await closeAlert(page, "SUCCESS!!")
    expect(text.length).toBeGreaterThan("SUCCESS!!OK".length)
    await expect(page.getByText(`Waiting for approval of ${address}`)).toBeVisible()
    await expect(page.getByRole("button", { name: "Request IP Whitelist" })).toBeHidden()
  })

  await test.step("logs out", async () => {
    await page.getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL("/login")
    await page.goto("/user")
    await expect(page).toHaveURL("/login")
  })
})

test("staff are greeted at login", async ({ page }) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoStaff.password)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(alertDialog(page, "Success!")).toContainText("Welcome, Admin gatekeeper!")
})

test("a wrong password is told in a plain alert with the server's words, and nobody is logged in", async ({
  page,
}) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
  await page.getByLabel("Password", { exact: true }).fill("Not#ThePassword1")
  await page.getByRole("button", { name: "Login" }).click()
  expect(await closeAlert(page, "Notice")).toContain("Invalid User ID or Password.")
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0)
})

test("a player recovers the user ID and resets the password through the mailed link", async ({
  page,
}, testInfo) => {
  // A long journey of real account calls on a server the other tests share.
  test.setTimeout(180_000)
  const player = newPlayer(testInfo)
  await registerThroughApi(page.request, player)
  const processing = page.getByRole("dialog", { name: "Processing your request Please wait.." })

  await test.step("asks for the user ID and finds it in the mail", async () => {
    await page.goto("/findaccount")
    const findId = page.getByRole("region", { name: "Find ID" })
    await findId.getByRole("textbox", { name: "E-mail" }).fill(player.email)
    await findId.getByRole("button", { name: "Find ID" }).click()
    await expect(processing).toBeVisible()
    await expect(processing.getByRole("progressbar")).toBeVisible()
    await expect(processing).toBeHidden({ timeout: 15_000 })
    await closeAlert(page, "Success!")
    const mail = await newestMail(page.request, player.email, "Your Gatehouse User ID")
    expect(mail.body).toContain(player.userId)
  })

  await test.step("asks for a password reset and opens the mailed link", async () => {
    const findPassword = page.getByRole("region", { name: "Find Password" })
    await findPassword.getByRole("textbox", { name: "User ID" }).fill(player.userId)
    await findPassword.getByRole("textbox", { name: "E-mail" }).fill(player.email)
    await findPassword.getByRole("button", { name: "Find Password" }).click()
    await expect(processing).toBeVisible()
    await expect(processing).toBeHidden({ timeout: 15_000 })
    await closeAlert(page, "Success!")
    const mail = await newestMail(page.request, player.email, "Reset your Gatehouse password")
    // Staff see that the mail went out, never the link in it.
    expect(mail.body).not.toContain("reset=")
    const delivered = await deliveredMail(mail)
    expect(delivered).not.toContain(player.password)
    await page.goto(linkPathIn(delivered))
    await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible()
  })

  const resetLink = page.url()
  await test.step("sets a new password and logs in with it", async () => {
    await page.getByLabel("New Password", { exact: true }).fill(player.newPassword)
    await page.getByLabel("Retype New Password").fill(player.newPassword)
    await page.getByRole("button", { name: "Reset Password" }).click()
    await expect(page).toHaveURL("/login")
    await closeAlert(page, "Success!")
    await logInOnLoginPage(page, player.userId, player.newPassword)
  })

  await test.step("cannot use the link twice", async () => {
    await page.getByRole("button", { name: "Logout" }).click()
    await page.goto(resetLink)
    await page.getByLabel("New Password", { exact: true }).fill("Third#2026")
    await page.getByLabel("Retype New Password").fill("Third#2026")
    await page.getByRole("button", { name: "Reset Password" }).click()
    await expect(alertDialog(page, "ERROR!")).toBeVisible()
  })
})
