import {
  escapeMarkup,
  newsHref,
  notOpenSections,
  type RouteEntry,
  routes,
  type Section,
} from "@gatehouse/domain"

/** Pages that show one player's own account: no search engine should list or index them. */
export const personalSections: ReadonlySet<Section> = new Set([
  "user",
  "changepassword",
  "topup",
  "shoppingcart",
  "shoppurchases",
  "topuphistory",
  "characterservices",
  "vote",
  "checkticket",
  "staff",
])

/**
 * Pages no search engine should list: a player's own, and the legacy links' pages that only say
 * they are not open yet (`noindex`, left out of the sitemap; still fetched, so the `noindex` is read).
 */
export const unlistedSections: ReadonlySet<Section> = new Set([...personalSections, ...notOpenSections])

/** The address a section is listed under: the first route the table gives it (`/download`, not `/downloads`). */
export const canonicalPathOf = (section: Section): string =>
  routes.find((route) => route.section === section && !route.path.includes(":"))?.path ?? "/"

const listed = (route: RouteEntry) =>
  route.guard === "public" && !route.path.includes(":") && !unlistedSections.has(route.section)

/** The site's public pages, each once under its canonical address. */
export const publicPagePaths: ReadonlyArray<string> = [
  ...new Set(routes.filter(listed).map((route) => canonicalPathOf(route.section))),
]

export interface ListedArticle {
  readonly id: number
  readonly created_at: string | null
}

const urlEntry = (location: string, lastModified: string | null) =>
  `  <url><loc>${escapeMarkup(location)}</loc>${
    lastModified === null ? "" : `<lastmod>${escapeMarkup(lastModified.slice(0, 10))}</lastmod>`
  }</url>`

/** `sitemap.xml`: the public pages, then every published news article, newest first. */
export const sitemapXml = (origin: string, articles: ReadonlyArray<ListedArticle>): string =>
  [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...publicPagePaths.map((path) => urlEntry(`${origin}${path}`, null)),
    ...articles.map((article) => urlEntry(`${origin}${newsHref(article.id)}`, article.created_at)),
    `</urlset>`,
    "",
  ].join("\n")

/** `robots.txt`: everything but the API and the personal pages, and where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...[...personalSections].map((section) => `Disallow: ${canonicalPathOf(section)}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
