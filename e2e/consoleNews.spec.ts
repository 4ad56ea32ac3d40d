import type { Page } from "@playwright/test"
import { closeAlert, demoStaff, expect, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"

// Staff write news in the console and players read it on /news: the whole journey through the UI.

/** A 2×2 PNG made here, byte by byte: what a staff member would pick from their device. */
const smallPng = () => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, "ascii"), data])
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0) // width
  header.writeUInt32BE(2, 4) // height
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  // Two rows of two gold pixels, each row led by filter byte 0, stored uncompressed (zlib "stored" block).
  const pixels = Buffer.from([0, 233, 185, 73, 233, 185, 73, 0, 233, 185, 73, 233, 185, 73])
  const stored = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, pixels.length, 0, ~pixels.length & 0xff, 0xff]),
    pixels,
    Buffer.alloc(4),
  ])
  let a = 1
  let b = 0
  for (const byte of pixels) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  stored.writeUInt32BE(((b << 16) | a) >>> 0, stored.length - 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", stored),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

const logInAsStaff = async (page: Page) => {
  await page.goto("/login")
  await page.getByRole("textbox", { name: "Username" }).fill(demoStaff.userId)
  await page.getByLabel("Password", { exact: true }).fill(demoStaff.password)
  await page.getByRole("button", { name: "Login" }).click()
  await closeAlert(page, "Success!")
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible()
}

test.describe("the console's news editor", () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test("staff publish an event with a picture, players read it on /news, and the audit log lists it", async ({
    page,
  }, testInfo) => {
    // Many real steps (an upload, saves, three pages) on a server the other journeys share.
    test.setTimeout(120_000)
    const subject = `Lantern parade ${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`
    await logInAsStaff(page)

    await test.step("writes the item with a thumbnail uploaded from the device", async () => {
      await page.goto("/staff/news")
      await expect(page.getByRole("heading", { level: 1, name: "News, events and guides" })).toBeVisible()
      await expect(page.getByRole("table", { name: "News" })).toBeVisible()
      await page.getByRole("link", { name: "Write news" }).click()
      await expect(page).toHaveURL("/staff/news?edit=new")
      await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Event" })
      await page.getByRole("textbox", { name: "Subject" }).fill(subject)
      await page.getByRole("textbox", { name: "Article" }).click()
      await page.keyboard.type("Lanterns light the campus walls ")
      await page.getByRole("button", { name: "Bold" }).click()
      await page.keyboard.type("this Friday")
      await page.locator('input[type="file"]').setInputFiles({
        name: "lantern.png",
        mimeType: "image/png",
        buffer: smallPng(),
      })
      await expect(page.getByRole("textbox", { name: "Thumbnail address" })).toHaveValue(
        /^\/media\/uploads\/[0-9a-f]{32}$/,
      )
      await expect(page.getByRole("img", { name: "The thumbnail as chosen" })).toBeVisible()
    })

    await test.step("previews it as players will see it", async () => {
      await page.getByRole("tab", { name: "Preview" }).click()
      const preview = page.getByRole("tabpanel", { name: "Preview" })
      await expect(preview.getByRole("heading", { level: 1, name: subject })).toBeVisible()
      await expect(preview.getByRole("img", { name: subject })).toBeVisible()
      await expect(preview.locator("strong", { hasText: "this Friday" })).toBeVisible()
      await page.getByRole("tab", { name: "Write" }).click()
    })

    await test.step("publishes it", async () => {
      await page.getByRole("combobox", { name: "Visibility" }).selectOption("published")
      await page.getByRole("button", { name: "Save" }).click()
      await expect(page.getByRole("status").filter({ hasText: "Saved. Players see it now." })).toBeVisible()
      await expect(page).toHaveURL(/\/staff\/news\?edit=\d+$/)
    })

    await test.step("players read it on /news, with its picture", async () => {
      await page.goto("/news")
      await page.getByRole("link", { name: subject }).first().click()
      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible()
      const thumbnail = page.getByRole("img", { name: subject })
      await expect(thumbnail).toHaveAttribute("src", /^\/media\/uploads\/[0-9a-f]{32}$/)
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2)
      await expect(page.locator("strong", { hasText: "this Friday" })).toBeVisible()
    })

    await test.step("the audit log lists the upload and the new item", async () => {
      await page.goto("/staff/audit?action=news")
      const log = page.getByRole("table", { name: "Audit log" })
      const created = log.getByRole("row").filter({ hasText: "news.create" }).filter({ hasText: subject })
      await expect(created.first()).toBeVisible()
      await expect(created.first()).toContainText(demoStaff.userId)
      await page.goto("/staff/audit?action=upload")
      await expect(
        page.getByRole("table", { name: "Audit log" }).getByText("upload.create").first(),
      ).toBeVisible()
    })

    await test.step("unpublishes it from the list, and players no longer see it", async () => {
      await page.goto("/staff/news")
      await page.getByRole("button", { name: `Unpublish ${subject}` }).click()
      await expect(page.getByRole("status").filter({ hasText: "is a draft again" })).toBeVisible()
      await page.goto("/news")
      await expect(
        page.getByRole("link", { name: "Moonlit Tournament: sign-ups open" }).first(),
      ).toBeVisible()
      await expect(page.getByRole("link", { name: subject })).toHaveCount(0)
    })

    await test.step("deletes it after confirming", async () => {
      await page.goto("/staff/news")
      await page.getByRole("button", { name: `Delete ${subject}` }).click()
      const confirm = page.getByRole("alertdialog", { name: "Delete news item" })
      await expect(confirm).toContainText(subject)
      await confirm.getByRole("button", { name: "Delete" }).click()
      await expect(page.getByRole("status").filter({ hasText: "was deleted." })).toBeVisible()
      await expect(page.getByRole("link", { name: subject })).toHaveCount(0)
    })
  })

  test("a player who opens the news editor is told it is for staff only", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("textbox", { name: "Username" }).fill("demohero")
    await page.getByLabel("Password", { exact: true }).fill("Hero#2024")
    await page.getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible()
    await page.goto("/staff/news")
    await expect(page.getByText("This page is for staff only.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Article" })).toHaveCount(0)
  })
})
