/**
 * The staff console's addresses, apart from its pages' labels and summaries (staff.ts): the route
 * table of every page needs to know which addresses are the console's, and should not carry the
 * console's texts to players for that.
 */

/** Where the console lives in the portal; each page is `${consolePath}/${slug}`. */
export const consolePath = "/staff"

/** The last part of each console page's address, in the order its navigation lists them. */
export const consolePageSlugs = [
  "news",
  "content",
  "tickets",
  "audit",
  "shop",
  "codes",
  "payments",
  "characterservices",
  "votes",
  "events",
  "players",
  "whitelist",
  "mail",
  "gamelink",
] as const
export type ConsolePageSlug = (typeof consolePageSlugs)[number]

/** The console page an address names (`/staff/audit`), or undefined for the overview and unknown pages. */
export const consoleSlugOf = (pathname: string): ConsolePageSlug | undefined => {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname
  if (!path.startsWith(`${consolePath}/`)) return undefined
  const slug = path.slice(consolePath.length + 1)
  return consolePageSlugs.find((known) => known === slug)
}
