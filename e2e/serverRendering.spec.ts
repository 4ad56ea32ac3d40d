import { createHash } from "node:crypto"
import { serverAnswersId } from "@gatehouse/domain"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { test } from "./fixtures.ts"
import { untilLive } from "./live.ts"
import { chooseLanguage } from "./menu.ts"

/** The public pages a phone on mobile data opens most, each with the heading its content starts with. */
const publicPages = [
  { path: "/news", heading: "News" },
  { path: "/rankings", heading: "Top 100 players in this month" },
  { path: "/itemshop", heading: "Item Shop" },
  { path: "/download", heading: "Full Client Download" },
] as const

const newestArticle = async (request: APIRequestContext) => {
  const news = (await (await request.get("/api/getnewsall/0/1/1/0")).json()) as {
    data: ReadonlyArray<{ id: number; subject: string }>
  }
  const [article] = news.data
  if (article === undefined) throw new Error("the demo data has no news")
  return article
}

/**
 * Keeps the portal's entry script from arriving until the returned function is called, as on a slow
 * connection: the page is painted and the visitor acts before it runs.
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

/** The text of each script written into the page itself (not data, not loaded from a file). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes),
    )
    .map(([, , text = ""]) => text)

/** The script policy's source expression for an inline script of exactly this text. */
const hashSourceOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

/**
 * Asks for each page until the server answers it rendered. A page is rendered once and then sent to
 * every guest; while one request (another test, in the other worker) renders it for the first time,
 * the others are answered with the shell the browser renders itself, which these tests are not about.
 */
const renderedOnce = async (request: APIRequestContext, paths: ReadonlyArray<string>) => {
  for (const path of paths) {
    await expect
      .poll(async () => (await request.get(path)).text(), { message: `${path} is rendered on the server` })
      .toContain(`id="${serverAnswersId}"`)
  }
}

test.describe("a public page arrives rendered, before its JavaScript runs", () => {
  test.beforeAll(async ({ request }) => {
    await renderedOnce(request, ["/", ...publicPages.map((page) => page.path)])
  })

  test("each public page's HTML already holds its content, and runs only its boot module", async ({
    request,
  }) => {
    for (const { path, heading } of publicPages) {
      const response = await request.get(path)
      const html = await response.text()
      const root = html.slice(html.indexOf('<div id="root"'))
      expect(root, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(root, path).not.toContain("Loading")
      // The one script written in is the boot module, and the page's policy allows that text alone.
      const [boot, ...others] = inlineScripts(html)
      expect(others, path).toEqual([])
      expect(boot, path).toContain("gatehouse:portal-started")
      const scriptPolicy = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1]
      expect(scriptPolicy, path).toBe(`'self' ${hashSourceOf(boot ?? "")}`)
      // Its icon is written in too: the page asks for nothing it paints with but its stylesheet and font.
      expect(html, path).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml;base64,')
      // One stylesheet, and the headings' font asked for at once rather than after it.
      const head = html.slice(0, html.indexOf("</head>"))
      expect(head.match(/rel="stylesheet"/g), path).toHaveLength(1)
      expect(head, path).toMatch(
        /<link rel="preload" as="font" type="font\/woff2"[^>]*href="\/assets\/cinzel-basic-700-[^"]+\.woff2"/,
      )
    }
    const article = await newestArticle(request)
    await renderedOnce(request, [`/topic/${article.id}`])
    const html = await (await request.get(`/topic/${article.id}`)).text()
    const root = html.slice(html.indexOf('<div id="root"'))
    expect(root).toContain(article.subject)
    // Its body is the article's own markup, sanitised on the server, not that markup shown as text.
    expect(root).not.toMatch(/&#60;\/?p&#62;|&lt;\/?p&gt;/)
  })

  test("a page carries only the rankings it shows, not all five lists of 100", async ({ request }) => {
    const rankingsIn = async (path: string) => {
      const html = await (await request.get(path)).text()
      const answers = JSON.parse(/id="gatehouse-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as Record<
        string,
        { json: Record<string, ReadonlyArray<unknown>> }
      >
      const lists = answers["getTopRankingsList:{}"]?.json ?? {}
      return Object.fromEntries(Object.entries(lists).map(([list, rows]) => [list, rows.length]))
    }
    // Home: the level widget's ten rows for All and for each of the three schools, at most.
    const home = await rankingsIn("/")
    expect(home.toplevelside).toBeGreaterThanOrEqual(10)
    expect(home.toplevelside).toBeLessThanOrEqual(40)
    expect({ ...home, toplevelside: 0 }).toEqual({
      topmmr: 0,
      toppk: 0,
      toplevel: 0,
      topmoney: 0,
      toplevelside: 0,
    })
    // Rankings: the level tab's list it opens on.
    expect(await rankingsIn("/rankings")).toEqual({
      topmmr: 0,
      toppk: 0,
      toplevel: 100,
      topmoney: 0,
      toplevelside: 0,
    })
  })

  test("the rankings page fetches the other tabs' lists once alive and idle, then opens every tab at once", async ({
    page,
  }) => {
    const reads: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/get-top-rankings-list") reads.push(request.url())
    })
    const allLists = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/get-top-rankings-list",
      { timeout: 30_000 },
    )
    await page.goto("/rankings")
    await expect(page.getByRole("table", { name: "Level ranking" })).toBeVisible()
    // Not with the page's first work: once the page is alive and the browser idle, one read of all lists.
    await (await allLists).finished()
    await page.getByRole("tab", { name: "Killer" }).click()
    // Drawn from what is loaded (one page of 20 rows), with no spinner and no new read.
    await expect(page.getByRole("table", { name: "Killer ranking" }).getByRole("row")).toHaveCount(21)
    await expect(page.getByRole("status").filter({ hasText: "Loading rankings..." })).toHaveCount(0)
    expect(reads).toHaveLength(1)
    // Back on the level tab, its list is still there.
    await page.getByRole("tab", { name: "Level" }).click()
    await expect(page.getByRole("table", { name: "Level ranking" }).getByRole("row")).toHaveCount(21)
  })

  test("a player's own pages come as the shell, for the browser to render", async ({ request }) => {
    // The session is the browser's (spec §3). The guests' forms are rendered (loginStaysPut.spec.ts).
    for (const path of ["/user", "/shoppingcart"]) {
      expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>')
    }
  })

  test("without JavaScript a player still reads a news article, styled", async ({ browser, request }) => {
    const article = await newestArticle(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/news?topic=${article.id}`)
    await expect(page.getByRole("heading", { level: 1, name: article.subject })).toBeVisible()
    await expect(page.getByRole("article")).not.toContainText("<p>")
    // The theme's class is on the document before any script: the page has its own colours.
    expect(await page.evaluate(() => document.documentElement.className)).not.toBe("")
    await context.close()
  })

  test("the browser takes the page over as sent: no re-render, no second fetch of its data", async ({
    page,
  }) => {
    // Keeps the content the server sent as soon as it is parsed. React throwing the server's markup
    // away to draw it again (a flash of empty page and a layout shift) leaves another element there.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const content = document.querySelector("main > *")
        if (content === null) return
        Object.assign(window, { serverContent: content })
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    for (const { path, heading } of publicPages) {
      const errors: Array<string> = []
      const reads: Array<string> = []
      const onError = (error: Error) => errors.push(error.message)
      const onRequest = (request: { url: () => string; method: () => string }) => {
        const { pathname } = new URL(request.url())
        if (request.method() === "GET" && pathname.startsWith("/api/")) reads.push(pathname)
      }
      page.on("pageerror", onError)
      page.on("request", onRequest)
      await page.goto(path, { waitUntil: "networkidle" })
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
      // The sidebar's login box appears once the browser has taken the page over (a phone shows it
      // only in the classic frame's width; its guests log in from the menu sheet).
      await expect(page.getByRole("textbox", { name: "User ID", includeHidden: true })).toBeAttached()
      // A guest's page needs no API read, but for the rankings page's one read of its other tabs'
      // lists once it is alive and idle (docs/content-pages.md), so that they open at once.
      const expectedReads = path === "/rankings" ? ["/api/get-top-rankings-list"] : []
      await expect.poll(() => reads, { message: path }).toEqual(expectedReads)
      page.off("pageerror", onError)
      page.off("request", onRequest)
      // A hydration mismatch is thrown as an uncaught React error.
      expect(errors, path).toEqual([])
      const keptServerContent = await page.evaluate(
        () => document.querySelector("main > *") === (window as { serverContent?: Element }).serverContent,
      )
      expect(keptServerContent, path).toBe(true)
    }
  })

  test("the footer's code comes only as the footer nears the screen; it is then taken over as sent", async ({
    page,
  }) => {
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    const scripts: Array<string> = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    await page.goto("/", { waitUntil: "networkidle" })
    await untilLive(page)
    // Painted from the server's HTML: the footer is there, its code is not.
    const footer = page.getByRole("contentinfo")
    await expect(footer).toContainText("All rights reserved.")
    await page.evaluate(() => Object.assign(window, { serverFooter: document.querySelector("footer") }))
    const loadedBefore = scripts.length
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedBefore)
    // Taken over, not drawn again: the router follows its links.
    const documents: Array<string> = []
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url())
    })
    await footer.getByRole("link", { name: "News", exact: true }).filter({ visible: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible()
    expect(documents).toEqual([])
    expect(
      await page.evaluate(
        () => document.querySelector("footer") === (window as { serverFooter?: Element }).serverFooter,
      ),
    ).toBe(true)
    expect(errors).toEqual([])
  })

  test("a language chosen before the footer's code comes speaks the footer too, with no error", async ({
    page,
    isMobile,
  }) => {
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto("/", { waitUntil: "networkidle" })
    await untilLive(page)
    await chooseLanguage(page, "Filipino", isMobile)
    await expect(page.locator("html")).toHaveAttribute("lang", "fil")
    await page.locator("[data-part-in-view]").scrollIntoViewIfNeeded()
    await expect(page.getByRole("contentinfo")).toContainText("Nakalaan ang lahat ng karapatan.")
    expect(errors).toEqual([])
  })

  test("a tap before the page runs is held, then answered once it runs", async ({ page }) => {
    const release = await holdBackEntry(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const schools = page.getByRole("group", { name: "School" })
    await schools.locator("label", { hasText: "Phoenix" }).click()
    // Held: the page does not show a choice it has not made.
    await expect(schools.getByRole("radio", { name: "All" })).toBeChecked()
    release()
    await expect(schools.getByRole("radio", { name: "Phoenix" })).toBeChecked()
    await expect(page.getByRole("table", { name: "Level Ranking: Phoenix" })).toBeVisible()
  })

  test("the main menu has its final form before the page runs: the bar on a desktop, Menu on a phone", async ({
    page,
    isMobile,
  }) => {
    // Chosen in script, a desktop first got the phone's Menu button, and the page moved when it ran.
    await holdBackEntry(page)
    await page.goto("/news", { waitUntil: "domcontentloaded" })
    const menu = page.getByRole("navigation", { name: "Main menu" })
    const toggle = menu.getByRole("button", { name: "Menu" })
    if (isMobile) await expect(toggle).toBeVisible()
    else {
      await expect(toggle).toBeHidden()
      await expect(menu.getByRole("link", { name: "News", exact: true }).first()).toBeVisible()
    }
  })

  test("a list's choice made before the page runs is kept, then answered once it runs", async ({ page }) => {
    const release = await holdBackEntry(page)
    await page.goto("/rankings", { waitUntil: "domcontentloaded" })
    const picker = page.getByRole("combobox", { name: "Season" })
    const month = ((await picker.locator("option").allTextContents())[1] ?? "").trim()
    expect(month, "the demo archives at least one season").not.toBe("")
    await picker.selectOption({ label: month })
    release()
    await expect(page.getByRole("heading", { level: 1, name: `Top 100 players of ${month}` })).toBeVisible()
  })
})
