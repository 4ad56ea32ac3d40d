import type { APIRequestContext, Page } from "@playwright/test"
import { closeAlert, expect, logInOnLoginPage, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import { openMainMenu } from "./menu.ts"

// The console's Site content page as a content editor uses it, and what players then see.

const editor = { userId: "scribe", password: "Scribe#2024" } as const
const messengerLink = "https://m.me/gatehouse.support"
const cashAgreement = "R-Coin is loaded with top-up codes and is not refundable."

/** The rotator's slides by their words, as players meet them. */
const rotatorTitles = (page: Page) =>
  page
    .getByRole("region", { name: "Site banners" })
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))

/** The footer's link by name, whichever of its two maps (desktop row, phone grid) is showing. */
const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name }).locator("visible=true")

/** Puts the site back as the demo has it, so other journeys meet the seeded state. */
const restoreDemo = async (request: APIRequestContext, bannerId: number, banner: Record<string, unknown>) => {
  const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" }
  const login = await request.post("/api/processlogin", {
    headers,
    data: { UserID: editor.userId, UserPass: editor.password },
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const staff = { ...headers, authorization: `Bearer ${token}` }
  await request.post("/api/staff/content/banners/save", {
    headers: staff,
    data: { ...banner, id: bannerId, isActive: true },
  })
  await request.post("/api/staff/content/policies/save", { headers: staff, data: { slug: "cash", body: "" } })
  const settings = (await (await request.get("/api/staff/content/settings", { headers: staff })).json()) as {
    data: { serverInfoImage: string; serverInfoDescription: string }
  }
  await request.post("/api/staff/content/settings/save", {
    headers: staff,
    data: {
      serverInfoImage: settings.data.serverInfoImage,
      serverInfoDescription: settings.data.serverInfoDescription,
      agentChatUrl: "",
    },
  })
}

test("a content editor turns a banner off, writes the cash agreement and sets the messenger link; players see each at once", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await useOwnAddress(page)

  // Before: the cash agreement is spec §2's empty placeholder, and 'Talk to an Agent' the placeholder messenger.
  await page.goto("/")
  await expect(footerLink(page, "Cash Agreement")).toHaveAttribute("aria-disabled", "true")
  const [first] = (await (await request.get("/api/getSiteBanners")).json()).data as Array<{
    id: number
    img_url: string
    title: string
    link_url: string | null
  }>
  if (first === undefined) throw new Error("the demo has no banners")
  await expect.poll(() => rotatorTitles(page)).toContain(first.title)

  await logInOnLoginPage(page, editor.userId, editor.password)
  try {
    // Banners: turn the first one off.
    await page.goto("/staff/content")
    await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Banners" })).toHaveAttribute("aria-current", "page")
    await page.getByRole("button", { name: `Turn off ${first.title}` }).click()
    expect(await closeAlert(page, "Success!")).toContain("The banner was saved.")
    await expect(page.getByRole("button", { name: `Turn on ${first.title}` })).toBeVisible()
    await page.goto("/")
    await expect(page.getByRole("region", { name: "Site banners" })).toBeVisible()
    await expect.poll(() => rotatorTitles(page)).not.toContain(first.title)

    // Policy pages: write the cash agreement; the footer's link opens it.
    await page.goto("/staff/content?tab=policies&policy=cash")
    await expect(page.getByRole("heading", { name: "Cash Agreement" })).toBeVisible()
    await page
      .getByRole("textbox", { name: "Text", exact: true })
      .fill(`${cashAgreement}\n\nTop-ups are final.`)
    await page.getByRole("button", { name: "Publish" }).click()
    expect(await closeAlert(page, "Success!")).toContain("The Cash Agreement was published.")
    await page.goto("/")
    await footerLink(page, "Cash Agreement").click()
    await expect(page).toHaveURL(/\/policy\/cash$/)
    await expect(page.getByRole("heading", { level: 1, name: "Cash Agreement" })).toBeVisible()
    await expect(page.getByText(cashAgreement)).toBeVisible()
    await expect(page.getByText("Top-ups are final.")).toBeVisible()

    // Server info and links: set the messenger link; 'Talk to an Agent' leads there.
    await page.goto("/staff/content?tab=settings")
    await page.getByRole("textbox", { name: "Messenger link" }).fill(messengerLink)
    await page.getByRole("button", { name: "Save settings" }).click()
    expect(await closeAlert(page, "Success!")).toContain("The settings were saved.")
    await page.goto("/")
    const menu = await openMainMenu(page)
    await expect(menu.getByRole("link", { name: "Talk to an Agent" }).first()).toHaveAttribute(
      "href",
      messengerLink,
    )

    // A bad link is refused with the server's words, and nothing changes.
    await page.goto("/staff/content?tab=banners&edit=new")
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("No picture")
    await page.getByRole("button", { name: "Save banner" }).click()
    expect(await closeAlert(page, "ERROR!")).toMatch(/Picture is required/)
    await expect(page.getByRole("heading", { name: "New banner" })).toBeVisible()

    // Every change is in the audit log under the editor's name.
    await page.goto("/staff/audit?action=policy")
    await expect(page.getByRole("table", { name: "Audit log" })).toContainText("policy.write")
  } finally {
    await restoreDemo(request, first.id, {
      imgUrl: first.img_url,
      title: first.title,
      linkUrl: first.link_url ?? "",
    })
  }
})

test("a player cannot open the Site content page", async ({ page }) => {
  await useOwnAddress(page)
  await logInOnLoginPage(page, "demohero", "Hero#2024")
  await page.goto("/staff/content")
  await expect(page.getByText("This page is for staff only.")).toBeVisible()
  await expect(page.getByRole("button", { name: /Turn off/ })).toHaveCount(0)
})
