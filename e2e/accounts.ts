// The account journeys' helpers: a fresh player for each run, and the steps every journey repeats.

import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { type APIRequestContext, expect as baseExpect, type Page, type TestInfo } from "@playwright/test"

/**
 * Each journey waits on real account calls (password hashing, mail to the outbox) of a server
 * shared with the other tests, so it allows them more than the default five seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 })

/** A new player no other test (or browser project) uses: user IDs are at most 20 characters. */
export const newPlayer = (testInfo: TestInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}${testInfo.workerIndex}`
  const userId = `np${stamp}`.slice(0, 20)
  return {
    userId,
    email: `${userId}@example.com`,
    password: "First#2024",
    newPassword: "Second#2025",
    firstName: "Stella",
    lastName: "Ramos",
    secretQuestion: "What is your pet name?",
    secretAnswer: "Mochi",
  }
}

export type NewPlayer = ReturnType<typeof newPlayer>

/** The alert dialog on screen, by its title (spec §8 'Success!', 'SUCCESS!!', 'ERROR!', 'Notice'). */
export const alertDialog = (page: Page, title: string) => page.getByRole("alertdialog", { name: title })

/** Reads and closes the alert titled `title`, returning its text. */
export const closeAlert = async (page: Page, title: string): Promise<string> => {
  const dialog = alertDialog(page, title)
  await expect(dialog).toBeVisible()
  const text = (await dialog.textContent()) ?? ""
  await dialog.getByRole("button", { name: "OK" }).click()
  await expect(dialog).toBeHidden()
  return text
}

/** Logs in on the standalone login page and waits for the welcome box. */
export const logInOnLoginPage = async (page: Page, userId: string, password: string) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(userId)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
}

/**
 * Every test stands for its own player device: the server (TRUST_PROXY=1 in the e2e run) reads the
 * address from X-Forwarded-For, so per-address rate limits count each test apart.
 */
export const useOwnAddress = async (page: Page) => {
  const octet = () => Math.floor(Math.random() * 254) + 1
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` })
}

/** The demo staff account (docs/demo.md), which may read the mail outbox. */
export const demoStaff = { userId: "gatekeeper", password: "Keeper#2024" } as const

/** Creates the player through the API, as the register form would. */
export const registerThroughApi = async (request: APIRequestContext, player: NewPlayer) => {
  const response = await request.post("/api/register", {
    data: {
      userId: player.userId,
      userFirstName: player.firstName,
      userLastName: player.lastName,
      userPassword: player.password,
      userPasswordConfirm: player.password,
      userEmail: player.email,
      secretQuestion: 5,
      secretAnswer: player.secretAnswer,
      gender: "Female",
      country: "Philippines",
      agreeTerms: true,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

interface OutboxMail {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
}

/** The newest mail the server sent or kept for `to` with `subject`, read as staff. */
export const newestMail = async (
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMail> => {
  const login = await request.post("/api/processlogin", {
    data: { UserID: demoStaff.userId, UserPass: demoStaff.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const outbox = await request.get("/api/staff/mail-outbox", {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(outbox.status(), await outbox.text()).toBe(200)
  const mails = ((await outbox.json()) as { data: ReadonlyArray<OutboxMail> }).data
  const mail = mails.find((candidate) => candidate.to === to && candidate.subject === subject)
  if (!mail) throw new Error(`No mail "${subject}" to ${to} in the outbox`)
  return mail
}

/**
 * Where the server under test delivers mail (MAIL_DIR, set by playwright.config.ts): the staff
 * outbox withholds reset links, so a journey reads the link from the delivered message, as the
 * player would from their mailbox.
 */
const mailDir = () => {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set")
  return join(dataDir, "mail")
}

/** The text of the delivered message of an outbox row, waiting for the background delivery. */
export const deliveredMail = async (mail: OutboxMail): Promise<string> => {
  const prefix = `${String(mail.id).padStart(8, "0")}-`
  let text = ""
  await expect(async () => {
    const name = (await readdir(mailDir())).find((candidate) => candidate.startsWith(prefix))
    if (!name) throw new Error(`mail ${mail.id} not delivered yet`)
    text = await readFile(join(mailDir(), name), "utf8")
  }).toPass()
  // Undo quoted-printable: soft line breaks and escaped characters.
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The portal address of the first link in a mail, on whatever host the server was told it has. */
export const linkPathIn = (body: string): string => {
  const link = /https?:\/\/\S+/.exec(body)?.[0]
  if (!link) throw new Error("The mail carries no link")
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
