import {
  asksForNewsArchive,
  type FrameQuery,
  frameQuery,
  isNewsBoardCategory,
  type Language,
  type NewsItem,
  newsArchiveHref,
  newsHref,
  pageDescriptions,
  type RouteMatch,
  routeForPath,
} from "@gatehouse/domain"
import { Effect, Option } from "effect"
import { articleSummary } from "./articleSummary.ts"
import type { PageHead } from "./pageHead.ts"
import { pageTitleOf } from "./pageTitle.ts"
import { canonicalPathOf, personalSections, unlistedSections } from "./searchPages.ts"

/** The status and head the server answers an address of the portal with. */
export interface PageAnswer {
  /** 404 for an unknown address or a news article that does not exist (the page says so too). */
  readonly status: 200 | 404
  /** Its head in English's address; the page's language gives the rest (pageLanguage.ts). */
  readonly head: Omit<PageHead, "language" | "alternates">
  /**
   * Whether the server renders the page's content: every page anyone may open, the guests' forms
   * (login, sign-up, account recovery, a ticket) included, since what is typed before the JavaScript
   * runs is kept (docs/adr/0024). A player's own pages depend on the session, which lives in the
   * browser (spec §3).
   */
  readonly rendered: boolean
}

/**
 * Reads one published news article in a language (English where it is not written in it); none
 * when it does not exist or is not published.
 */
export type ArticleById = (id: number, language: Language) => Effect.Effect<Option.Option<NewsItem>>

/** The article an address shows: `/topic/{id}`, or `/news?topic={id}` as the news lists link it. */
const articleIdOf = (match: RouteMatch, { topic }: FrameQuery): number | undefined => {
  if (match.route.section === "topic") return match.id ?? undefined
  if (match.route.section !== "news") return undefined
  return topic > 0 ? topic : undefined
}

/**
 * The address a page is found under: a news board's archive is addressed by its category and page
 * (`/news?category=2&page=3`), every other page by its section's first route.
 */
const canonicalPathFor = (match: RouteMatch, query: FrameQuery): string =>
  match.route.section === "news" && asksForNewsArchive(query)
    ? newsArchiveHref(query.category, query.page)
    : canonicalPathOf(match.route.section)

/** A picture address an article names, made absolute; only web addresses make a preview. */
const absolutePicture = (picture: string | null, origin: string): string | undefined => {
  if (picture === null || picture.trim() === "") return undefined
  try {
    const url = new URL(picture, `${origin}/`)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The answer for an address of the portal: its document title exactly as the portal writes it in
 * the page's language, its description, canonical address and link preview, and a 404 for what does
 * not exist. A news article's preview shows its own subject, first words and thumbnail.
 */
export const pageFor = (
  address: { readonly pathname: string; readonly search: string; readonly language: Language },
  site: { readonly name: string; readonly origin: string },
  articleById: (id: number) => Effect.Effect<Option.Option<NewsItem>>,
): Effect.Effect<PageAnswer> =>
  Effect.gen(function* () {
    const match = routeForPath(address.pathname)
    const query = frameQuery(address.search)
    const { section } = match.route
    const title = pageTitleOf(match.route, site.name, address.language)
    const page = (
      status: PageAnswer["status"],
      head: Omit<PageHead, "title" | "indexable" | "language" | "alternates">,
    ): PageAnswer => ({
      status,
      head: { ...head, title, indexable: status === 200 && !unlistedSections.has(section) },
      rendered: !personalSections.has(section),
    })
    const sectionHead = {
      description: pageDescriptions[section],
      canonical: `${site.origin}${canonicalPathFor(match, query)}`,
      preview: { title, type: "website", image: undefined },
    } as const

    if (section === "notfound") return page(404, { ...sectionHead, canonical: `${site.origin}/` })
    const articleId = articleIdOf(match, query)
    // A category that names no board names no news: like a missing article, that page does not exist.
    if (articleId === undefined && section === "news" && !isNewsBoardCategory(query.category))
      return page(404, { ...sectionHead, canonical: `${site.origin}${canonicalPathOf(section)}` })
    if (articleId === undefined) return page(200, sectionHead)

    const article = yield* articleById(articleId)
    return Option.match(article, {
      onNone: () => page(404, sectionHead),
      onSome: (found) => {
        const description = articleSummary(found.content) || pageDescriptions[section]
        return page(200, {
          description,
          canonical: `${site.origin}${newsHref(found.id)}`,
          preview: {
            title: found.subject,
            type: "article",
            image: absolutePicture(found.img_thumbnail, site.origin),
          },
        })
      },
    })
  })
