import { expect as baseExpect, type Page } from "@playwright/test"
import { newPlayer, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { chooseLanguage } from "./menu.ts"

// A phone visitor whose browser prefers Filipino, from the first page to a purchase. Each browser
// project redeems a seeded code of its own (docs/demo.md), since codes work once.
const seededCodes = { phone: "DUAL-U3HN-7ZQE", desktop: "DUAL-V8CR-5LXA" } as const

// Real account calls on a server the other journeys share.
const expect = baseExpect.configure({ timeout: 20_000 })

// The browser speaks Filipino: its languages and its Accept-Language header.
test.use({ locale: "fil-PH" })

/** Reads and closes the alert titled `title` (the Filipino titles of the spec's alerts). */
const closeAlert = async (page: Page, title: string) => {
  const dialog = page.getByRole("alertdialog", { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "OK" }).click()
  await expect(dialog).toBeHidden()
}

test("a visitor who prefers Filipino reads, switches language, registers, logs in and buys in Filipino", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const isPhone = testInfo.project.name === "phone"
  const player = newPlayer(testInfo)
  const code = seededCodes[testInfo.project.name as keyof typeof seededCodes]
  await useOwnAddress(page)

  await test.step("the home page comes from the server in Filipino, before any script runs", async () => {
    const served = await page.request.get("/", { headers: { "Accept-Language": "fil-PH,fil;q=0.9" } })
    const html = await served.text()
    expect(html).toMatch(/<html lang="fil"/)
    expect(html).toContain("I-download at Maglaro")
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/"/)
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("lang", "fil")
    await expect(page.getByRole("link", { name: "I-download at Maglaro" })).toBeVisible()
    await untilLive(page)
  })

  await test.step("switches to English and back, staying on the page", async () => {
    await page.goto("/rankings")
    await untilLive(page)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText("Top 100 na player ngayong buwan")
    await chooseLanguage(page, "English", isPhone)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(heading).toHaveText("Top 100 players in this month")
    await expect(page).toHaveURL("/rankings")
    // Remembered: the next page the server makes is in English, whatever the browser prefers.
    await page.goto("/news")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible()
    await untilLive(page)
    await chooseLanguage(page, "Filipino", isPhone)
    await expect(page.locator("html")).toHaveAttribute("lang", "fil")
    await expect(page.getByRole("heading", { level: 1, name: "Balita" })).toBeVisible()
    await expect(page).toHaveURL("/news")
  })

  await test.step("registers in Filipino and is welcomed in Filipino", async () => {
    await page.goto("/register")
    await untilLive(page)
    const form = page.getByRole("form", { name: "Mag-register" })
    await form.getByRole("textbox", { name: "User ID" }).fill(player.userId)
    await form.getByRole("textbox", { name: "E-mail" }).fill(player.email)
    await form.getByRole("textbox", { name: "Pangalan" }).fill(player.firstName)
    await form.getByRole("textbox", { name: "Apelyido" }).fill(player.lastName)
    await form.getByLabel("Password", { exact: true }).fill(player.password)
    await form.getByLabel("Ulitin ang Password").fill(player.password)
    // The questions are said in Filipino: "What is your pet name?"
    await page
      .getByRole("combobox", { name: "Secret Question" })
      .selectOption({ label: "Ano ang pangalan ng alaga mo?" })
    await form.getByRole("textbox", { name: "Sagot sa Secret Question" }).fill(player.secretAnswer)
    await form.getByRole("radio", { name: "Babae" }).check({ force: true })
    await form.getByRole("checkbox").check({ force: true })
    await form.getByRole("button", { name: "Mag-register" }).click()
    const welcome = page.getByRole("dialog", { name: "Tagumpay!" })
    await expect(welcome).toContainText(`Maligayang pagdating, ${player.userId}!`)
    // Signed in and taken home, as in English: the logout below is the home page's.
    await expect(page).toHaveURL("/")
    await welcome.getByRole("button", { name: "Isara" }).click()
    await expect(welcome).toBeHidden()
    await expect(page.getByRole("button", { name: "Mag-logout" })).toBeVisible()
    await page.getByRole("button", { name: "Mag-logout" }).click()
    await expect(page).toHaveURL("/login")
  })

  await test.step("logs in on the login page in Filipino", async () => {
    await expect(page.getByRole("heading", { name: "Mag-login" })).toBeVisible()
    await page.getByRole("textbox", { name: "Username" }).fill(player.userId)
    await page.getByLabel("Password", { exact: true }).fill(player.password)
    await page.getByRole("main").getByRole("button", { name: "Mag-login" }).click()
    await expect(page.getByRole("button", { name: "Mag-logout" })).toBeVisible()
  })

  await test.step("loads R-Coin with a code and buys an item, every dialog in Filipino", async () => {
    await page.goto("/topup")
    await page.getByRole("textbox", { name: "Redeem Code" }).fill(code)
    await page.getByRole("button", { name: "I-redeem" }).click()
    await closeAlert(page, "Tagumpay!")
    await page.goto("/itemshop")
    await page
      .getByRole("navigation", { name: "Mga kategorya ng shop" })
      .getByRole("link", { name: "Consumables" })
      .click()
    await page
      .getByRole("navigation", { name: "Mga page ng item" })
      .getByRole("link", { name: "Pahina 2" })
      .click()
    await page.getByRole("button", { name: "Bilhin na: Resurrection Feather" }).click()
    const confirm = page.getByRole("alertdialog", { name: "Bilhin Na" })
    await expect(confirm).toContainText("Sigurado ka bang bibilhin mo ang item na ito?")
    await expect(confirm).toContainText("Kabuuan")
    await confirm.getByRole("button", { name: "Bumili" }).click()
    await closeAlert(page, "Tagumpay!")
  })
})
