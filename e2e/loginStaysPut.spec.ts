import type { APIRequestContext, Page } from "@playwright/test"
import { closeAlert, demoStaff, expect, newPlayer, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"

/** The guests' forms, each with the heading its rendered HTML starts with and a field it holds. */
const guestForms = [
  { path: "/login", heading: "Login", field: "username" },
  { path: "/register", heading: "Register", field: "userId" },
  { path: "/findaccount", heading: "Find Account", field: "findIDEmail" },
  { path: "/ticket", heading: "Submit Ticket", field: null },
] as const

const wrongPassword = "Not#ThePassword1"

/**
 * Asks for a page until the server answers it rendered: a page is rendered once and then sent to
 * every guest; a request meanwhile gets the shell, which is not what these tests are about.
 */
const renderedHtml = async (request: APIRequestContext, path: string) => {
  let html = ""
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text()
        return html.includes('<div id="root"></div>')
      },
      { message: `${path} is rendered on the server` },
    )
    .toBe(false)
  return html.slice(html.indexOf('<div id="root"'))
}

/**
 * Keeps the portal's entry script from arriving until the returned function is called, as on a slow
 * connection: the page is painted and the visitor types and taps before it runs.
 */
const holdBackEntry = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const loginFields = (page: Page) => ({
  username: page.getByRole("textbox", { name: "Username" }),
  password: page.getByLabel("Password", { exact: true }),
})

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page)
})

test("the guests' forms come rendered: their HTML holds the form before any script runs", async ({
  request,
  browser,
}) => {
  for (const { path, heading, field } of guestForms) {
    const root = await renderedHtml(request, path)
    expect(root, path).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${heading}`))
    if (field !== null) expect(root, path).toMatch(new RegExp(`<input[^>]*name="${field}"`))
  }
  // Without JavaScript at all, the login form is there to read.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/login")
  await expect(loginFields(page).username).toBeVisible()
  await expect(page.getByRole("link", { name: "Sign up New!" })).toBeVisible()
  await context.close()
})

test("a refused login stays on /login, tells why in the plain alert and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/login")
  const fields = loginFields(page)
  await fields.username.fill(demoStaff.userId)
  await fields.password.fill(wrongPassword)
  await page.getByRole("button", { name: "Login" }).click()
  expect(await closeAlert(page, "Notice")).toContain("Invalid User ID or Password.")
  await expect(page).toHaveURL("/login")
  await expect(fields.username).toHaveValue(demoStaff.userId)
  await expect(fields.password).toHaveValue(wrongPassword)
  // The right password from the same form logs in and goes home.
  await fields.password.fill(demoStaff.password)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page).toHaveURL("/")
})

test("what a guest types and taps before the page's script runs is kept and acted on", async ({ page }) => {
  const release = await holdBackEntry(page)
  await page.goto("/login", { waitUntil: "commit" })
  const fields = loginFields(page)
  await fields.username.fill(demoStaff.userId)
  await fields.password.fill(wrongPassword)
  await page.getByRole("button", { name: "Login" }).click()
  // Nothing left the page: the tap is held, not sent as a plain form.
  await expect(page).toHaveURL("/login")
  release()
  expect(await closeAlert(page, "Notice")).toContain("Invalid User ID or Password.")
  await expect(page).toHaveURL("/login")
  await expect(fields.username).toHaveValue(demoStaff.userId)
  await expect(fields.password).toHaveValue(wrongPassword)
})

test("a new player's empty submit goes to the first wrong field; once registered they are logged in and land home", async ({
  page,
}, testInfo) => {
  // Real account calls (password hashing) on a server the other tests share.
  test.setTimeout(90_000)
  const player = newPlayer(testInfo)
  await page.goto("/register")
  await untilLive(page)
  const form = page.getByRole("form", { name: "Register" })
  const userId = form.getByRole("textbox", { name: "User ID" })

  await form.getByRole("button", { name: "Register" }).click()
  await expect(userId).toBeFocused()
  await expect(userId).toHaveAccessibleDescription("Username is required.")
  await expect(userId).toBeInViewport()

  await userId.fill(player.userId)
  await form.getByRole("textbox", { name: "E-mail" }).fill(player.email)
  await form.getByRole("textbox", { name: "First Name" }).fill(player.firstName)
  await form.getByRole("textbox", { name: "Last Name" }).fill(player.lastName)
  await form.getByLabel("Password", { exact: true }).fill(player.password)
  await form.getByLabel("Confirm Password").fill(player.password)
  await form.getByRole("textbox", { name: "Secret Answer" }).fill(player.secretAnswer)
  await form.getByRole("checkbox").check({ force: true })
  await form.getByRole("button", { name: "Register" }).click()

  const welcome = page.getByRole("dialog", { name: "Success!" })
  await expect(welcome).toContainText(`Welcome, ${player.userId}! You are logged in.`)
  for (const next of ["Download the game", "Redeem a code", "Visit the Item Shop"])
    await expect(welcome.getByRole("link", { name: next })).toBeVisible()
  // Spec §4: home 1 s later; the welcome stays open over the home page.
  await expect(page).toHaveURL("/")
  await expect(welcome).toBeVisible()
  await welcome.getByRole("link", { name: "Download the game" }).click()
  await expect(welcome).toBeHidden()
  await expect(page).toHaveURL("/download")
  expect(await page.evaluate(() => window.localStorage.getItem("ACCESS_TOKEN"))).not.toBeNull()
})

test("a guest finds the way to log in: the menu sheet's Login on a phone, the sidebar box on a desktop", async ({
  page,
}, testInfo) => {
  await page.goto("/news")
  await untilLive(page)
  if (testInfo.project.name === "phone") {
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Menu" }).click()
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" }).click()
    await expect(page).toHaveURL("/login")
    await expect(loginFields(page).username).toBeVisible()
  } else {
    const box = page.getByRole("region", { name: "Login" })
    await expect(box.getByRole("textbox", { name: "User ID" })).toBeVisible()
  }
})
