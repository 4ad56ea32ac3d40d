import { routes } from "@gatehouse/domain"
import { type APIRequestContext, expect } from "@playwright/test"
import { test } from "./fixtures.ts"
import { appName, titleOf } from "./site.ts"

/** The page as a search engine or a chat app's link preview fetches it: HTML only, no JavaScript run. */
const htmlOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  return { status: response.status(), html: await response.text() }
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

test.describe("a search engine or a link preview, which runs no JavaScript", () => {
  test("reads each public page's own title, description and site name from the built portal", async ({
    request,
  }) => {
    for (const route of routes.filter((entry) => entry.guard === "public" && !entry.path.includes(":"))) {
      const { status, html } = await htmlOf(request, route.path)
      expect(status, route.path).toBe(200)
      expect(html, route.path).toContain(`<title>${titleOf(route)}</title>`)
      expect(metaContent(html, "description"), route.path).toBeTruthy()
      expect(metaContent(html, "og:site_name"), route.path).toBe(appName)
    }
    // The name the server writes comes from the build, which records it for the server to read.
    expect(metaContent((await htmlOf(request, "/")).html, "application-name")).toBe(appName)
  })

  test("previews a news article by its own subject, and finds it in the sitemap", async ({ request }) => {
    const news = (await (await request.get("/api/getnewsall/0/1/1/0")).json()) as {
      data: ReadonlyArray<{ id: number; subject: string }>
    }
    const [article] = news.data
    if (article === undefined) throw new Error("the demo data has no news")
    const { status, html } = await htmlOf(request, `/news?topic=${article.id}`)
    expect(status).toBe(200)
    expect(metaContent(html, "og:title")).toBe(
      article.subject.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`),
    )
    expect(metaContent(html, "og:type")).toBe("article")

    const sitemap = await (await request.get("/sitemap.xml")).text()
    expect(sitemap).toContain(`/news?topic=${article.id}</loc>`)
    expect(await (await request.get("/robots.txt")).text()).toContain("/sitemap.xml")
  })

  test("gets HTTP 404 for an address that does not exist, with the error page", async ({ page, request }) => {
    expect((await htmlOf(request, "/no-such-page")).status).toBe(404)
    expect((await htmlOf(request, "/topic/999999")).status).toBe(404)
    await page.goto("/no-such-page")
    await expect(page).toHaveTitle(`404 NOT FOUND | ${appName}`)
  })
})
