import { consolePath, consoleSlugOf } from "./consoleAddresses.ts"

/**
 * The shared frame's routing facts (spec §2): what the frame reads from the query string, the
 * document title, and the route table the portal and the end-to-end tests share.
 */

/** The site name when no global setting provides one. */
export const defaultAppName = "Gatehouse"

/** The site name from the global setting, or the default when it is missing or blank. */
export const resolveAppName = (setting: string | null | undefined): string => {
  const name = setting?.trim() ?? ""
  return name === "" ? defaultAppName : name
}

/** Spec §2: '{crumb} | {app name}'; the root (no crumb) shows the site name alone. */
export const documentTitle = (crumb: string | null, appName: string): string =>
  crumb === null ? appName : `${crumb} | ${appName}`

/** Spec §2: the query parameters the frame hands to the content area. */
export interface FrameQuery {
  readonly topic: number
  readonly category: number
  readonly page: number
}

export const frameQueryDefaults: FrameQuery = { topic: 0, category: 0, page: 1 }

const wholeNumber = /^\d+$/

const readWholeNumber = (
  params: URLSearchParams,
  name: string,
  minimum: number,
  fallback: number,
): number => {
  const text = params.get(name)?.trim() ?? ""
  if (!wholeNumber.test(text)) return fallback
  const value = Number(text)
  return Number.isSafeInteger(value) && value >= minimum ? value : fallback
}

/**
 * Reads topic, category and page from a query string ("?topic=3" or "topic=3"). Anything that is not
 * a whole number (or a page below 1) falls back to the default rather than reaching the server.
 */
export const frameQuery = (search: string): FrameQuery => {
  const params = new URLSearchParams(search)
  return {
    topic: readWholeNumber(params, "topic", 0, frameQueryDefaults.topic),
    category: readWholeNumber(params, "category", 0, frameQueryDefaults.category),
    page: readWholeNumber(params, "page", 1, frameQueryDefaults.page),
  }
}

/** Spec §2 News list: each subject links to /news?topic={id}. */
export const newsHref = (id: number): string => `/news?topic=${id}`

/** Where a payment gateway sends the player back: the page of that one payment. */
export const topUpPaymentHref = (paymentId: string): string => `/topup/payment/${paymentId}`

// Payment ids are UUIDs (the API refuses anything else), so any other text is a page that does not exist.
const topUpPaymentPath =
  /^\/topup\/payment\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i

/** The payment an address names (`/topup/payment/{id}`), or undefined for any other address. */
export const topUpPaymentIdOf = (pathname: string): string | undefined => topUpPaymentPath.exec(pathname)?.[1]

/** Spec §2: the section names that choose the content, as the product spells them ('Register'). */
export const sections = [
  "home",
  "downloads",
  "wallpaper",
  "movies",
  "story",
  "gamesystem",
  "instructions",
  "checkticket",
  "ticket",
  "characters",
  "news",
  "itemshop",
  "shoppingcart",
  "shoppurchases",
  "topuphistory",
  "topup",
  "characterservices",
  "vote",
  "Register",
  "topic",
  "socials",
  "rankings",
  "serverinfo",
  "gallery",
  "tournament",
  "forum",
  "user",
  "changepassword",
  "findaccount",
  "login",
  "staff",
  "operationpolicy",
  "privacypolicy",
  "cashagreement",
  "termsofservice",
  "notfound",
] as const
export type Section = (typeof sections)[number]

/**
 * Who may see a route (spec §2, §4): "user" pages send guests to /login; "guest" pages send logged-in
 * visitors to /; "public" pages are for everyone.
 */
export type RouteGuard = "user" | "guest" | "public"

export interface RouteEntry {
  /** A wouter-style pattern; `:id` is the only parameter used. */
  readonly path: string
  readonly section: Section
  /** The section name the title and breadcrumb show; null for the root, which shows the site name. */
  readonly crumb: string | null
  readonly guard: RouteGuard
}

const page = (
  path: string,
  section: Section,
  crumb: string | null,
  guard: RouteGuard = "public",
): RouteEntry => ({
  path,
  section,
  crumb,
  guard,
})

/** Spec §2 Routes, with crumbs in the main menu's wording. */
export const routes: ReadonlyArray<RouteEntry> = [
  page("/", "home", null),
  page("/news", "news", "News"),
  page("/topic/:id", "topic", "News"),
  page("/story", "story", "Story"),
  page("/characters", "characters", "Character"),
  page("/gamesystem", "gamesystem", "Game System"),
  page("/instructions", "instructions", "Instructions"),
  page("/itemshop", "itemshop", "Item Shop"),
  page("/topup", "topup", "Top Up R-Coin"),
  // Where a gateway sends the player back. In the topup section, so it is a player's own page as /topup
  // is (left to the browser, never indexed); public, so a guest logs in on it instead of leaving it.
  page("/topup/payment/:id", "topup", "Top Up R-Coin"),
  page("/shoppingcart", "shoppingcart", "Shopping Cart"),
  page("/shoppurchases", "shoppurchases", "Purchase History"),
  page("/topuphistory", "topuphistory", "Top Up History"),
  page("/gallery", "gallery", "Gallery"),
  page("/rankings", "rankings", "Rankings"),
  // Spec §2's legacy menu links: pages that say they are not open yet (legacyPages.ts).
  page("/tournament", "tournament", "Tournament"),
  page("/forum", "forum", "Forum"),
  page("/download", "downloads", "Game Download"),
  page("/downloads", "downloads", "Game Download"),
  page("/wallpaper", "wallpaper", "Wallpaper"),
  page("/movies", "movies", "Movie"),
  page("/ticket", "ticket", "Submit Ticket"),
  page("/checkticket", "checkticket", "Check My Ticket"),
  page("/socials", "socials", "Socials"),
  page("/serverinfo", "serverinfo", "Server Information"),
  page("/register", "Register", "Register"),
  page("/user", "user", "Account Setting", "user"),
  page("/changepassword", "changepassword", "Change Password", "user"),
  page("/characterservices", "characterservices", "Character Services", "user"),
  page("/vote", "vote", "Vote", "user"),
  page("/findaccount", "findaccount", "Find Account", "guest"),
  page("/login", "login", "Login", "guest"),
  // The policy pages staff write in the console (policyPages.ts).
  page("/policy/operation", "operationpolicy", "Operation Policy"),
  page("/policy/privacy", "privacypolicy", "Privacy Policy"),
  page("/policy/cash", "cashagreement", "Cash Agreement"),
  page("/policy/terms", "termsofservice", "Terms of Service"),
  // The staff console (ADR 0025): its overview here, its pages under it (consoleSlugOf).
  page(consolePath, "staff", "Staff Console", "user"),
]

/** Spec §2: any other path shows the error page. */
export const notFoundRoute: RouteEntry = page("*", "notfound", "404 NOT FOUND")

export interface RouteMatch {
  readonly route: RouteEntry
  /** The `:id` of /topic/:id; only whole numbers match. */
  readonly id: number | null
}

const topicPath = /^\/topic\/(\d+)$/

/** The route a path shows. One trailing slash is ignored; matching is otherwise exact. */
export const routeForPath = (pathname: string): RouteMatch => {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname
  const topic = topicPath.exec(path)
  if (topic) return { route: routeOf("/topic/:id"), id: Number(topic[1]) }
  if (topUpPaymentIdOf(path) !== undefined) return { route: routeOf("/topup/payment/:id"), id: null }
  if (consoleSlugOf(path) !== undefined) return { route: routeOf(consolePath), id: null }
  const route = routes.find((candidate) => candidate.path === path && !candidate.path.includes(":"))
  return { route: route ?? notFoundRoute, id: null }
}

const routeOf = (path: string): RouteEntry => routes.find((route) => route.path === path) ?? notFoundRoute

/**
 * Where a guard sends the visitor, or null to show the page (spec §4 Route guarding). A guest's page
 * (/login) closes once the session is the player's, not while the password is being checked.
 */
export const guardRedirect = (guard: RouteGuard, loggedIn: boolean): "/login" | "/" | null => {
  if (guard === "user" && !loggedIn) return "/login"
  if (guard === "guest" && loggedIn) return "/"
  return null
}
