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

/**
 * Each section's name as the title and breadcrumb show it (spec §2, in the main menu's wording); the
 * root shows the site name instead. Other languages say them from catalogues keyed `routeCrumbs.<section>`.
 */
export const routeCrumbs = {
  news: "News",
  topic: "News",
  story: "Story",
  characters: "Character",
  gamesystem: "Game System",
  instructions: "Instructions",
  itemshop: "Item Shop",
  topup: "Top Up R-Coin",
  shoppingcart: "Shopping Cart",
  shoppurchases: "Purchase History",
  topuphistory: "Top Up History",
  gallery: "Gallery",
  rankings: "Rankings",
  tournament: "Tournament",
  forum: "Forum",
  downloads: "Game Download",
  wallpaper: "Wallpaper",
  movies: "Movie",
  ticket: "Submit Ticket",
  checkticket: "Check My Ticket",
  socials: "Socials",
  serverinfo: "Server Information",
  Register: "Register",
  user: "Account Setting",
  changepassword: "Change Password",
  characterservices: "Character Services",
  vote: "Vote",
  findaccount: "Find Account",
  login: "Login",
  operationpolicy: "Operation Policy",
  privacypolicy: "Privacy Policy",
  cashagreement: "Cash Agreement",
  termsofservice: "Terms of Service",
  notfound: "404 NOT FOUND",
  staff: "Staff Console",
} as const satisfies Readonly<Record<Exclude<Section, "home">, string>>

const page = (path: string, section: Section, guard: RouteGuard = "public"): RouteEntry => ({
  path,
  section,
  crumb: section === "home" ? null : routeCrumbs[section],
  guard,
})

/** Spec §2 Routes, with crumbs in the main menu's wording. */
export const routes: ReadonlyArray<RouteEntry> = [
  page("/", "home"),
  page("/news", "news"),
  page("/topic/:id", "topic"),
  page("/story", "story"),
  page("/characters", "characters"),
  page("/gamesystem", "gamesystem"),
  page("/instructions", "instructions"),
  page("/itemshop", "itemshop"),
  page("/topup", "topup"),
  // Where a gateway sends the player back. In the topup section, so it is a player's own page as /topup
  // is (left to the browser, never indexed); public, so a guest logs in on it instead of leaving it.
  page("/topup/payment/:id", "topup"),
  page("/shoppingcart", "shoppingcart"),
  page("/shoppurchases", "shoppurchases"),
  page("/topuphistory", "topuphistory"),
  page("/gallery", "gallery"),
  page("/rankings", "rankings"),
  // Spec §2's legacy menu links: pages that say they are not open yet (legacyPages.ts).
  page("/tournament", "tournament"),
  page("/forum", "forum"),
  page("/download", "downloads"),
  page("/downloads", "downloads"),
  page("/wallpaper", "wallpaper"),
  page("/movies", "movies"),
  page("/ticket", "ticket"),
  page("/checkticket", "checkticket"),
  page("/socials", "socials"),
  page("/serverinfo", "serverinfo"),
  page("/register", "Register"),
  page("/user", "user", "user"),
  page("/changepassword", "changepassword", "user"),
  page("/characterservices", "characterservices", "user"),
  page("/vote", "vote", "user"),
  page("/findaccount", "findaccount", "guest"),
  page("/login", "login", "guest"),
  // The policy pages staff write in the console (policyPages.ts).
  page("/policy/operation", "operationpolicy"),
  page("/policy/privacy", "privacypolicy"),
  page("/policy/cash", "cashagreement"),
  page("/policy/terms", "termsofservice"),
  // The staff console (ADR 0025): its overview here, its pages under it (consoleSlugOf).
  page(consolePath, "staff", "user"),
]

/** Spec §2: any other path shows the error page. */
export const notFoundRoute: RouteEntry = page("*", "notfound")

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
