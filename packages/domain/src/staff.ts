import { type ConsolePageSlug, consolePath, consoleSlugOf } from "./consoleAddresses.ts"
import { adminUserType } from "./session.ts"

/**
 * Staff levels and the staff console's pages (ADR 0025). Spec §6 makes every user type of 11 and
 * above staff; the console splits them in two. Content editors write what players read (news,
 * pages, media, banners, downloads) and answer tickets; administrators also run what touches money
 * or access (the shop, codes, balances, players, the IP whitelist, staff levels). Both are checked
 * on the server for every staff call; the portal only decides what to show.
 */
export const staffRoles = ["editor", "administrator"] as const
export type StaffRole = (typeof staffRoles)[number]

/** User types 11–19 are content editors (spec §9's threshold). */
export const editorUserType = adminUserType

/** User types 20 and above are administrators: the game's own GM and master levels sit there. */
export const administratorUserType = 20

/** The staff level of a user type, or null for a player. */
export const staffRoleOf = (userType: number): StaffRole | null =>
  userType >= administratorUserType ? "administrator" : userType >= editorUserType ? "editor" : null

/** Whether someone of `role` may do what needs `needed`: administrators may do all an editor may. */
export const staffMay = (role: StaffRole | null, needed: StaffRole): boolean =>
  role === "administrator" || (role === "editor" && needed === "editor")

export const staffRoleNames: Readonly<Record<StaffRole, string>> = {
  editor: "Content editor",
  administrator: "Administrator",
}

/** What the server answers a staff call made by a player, or by an editor where it needs more. */
export const staffOnlyMessage = "This is for staff only."
export const administratorsOnlyMessage = "Only an administrator may do this."

export interface ConsolePage {
  /** The last part of the page's address. */
  readonly slug: ConsolePageSlug
  /** The console's navigation and the page's heading. */
  readonly label: string
  /** The least staff level that may open it. */
  readonly role: StaffRole
  /** One line on the overview saying what the page is for. */
  readonly summary: string
}

/** Every page of the console, in the order its navigation lists them: an editor's first, then an administrator's. */
export const consolePages: ReadonlyArray<ConsolePage> = [
  {
    slug: "news",
    label: "News, events and guides",
    role: "editor",
    summary: "Write, edit, publish, take back and delete what players read on the news boards.",
  },
  {
    slug: "content",
    label: "Site content",
    role: "editor",
    summary: "Banners, downloads, the server information picture, links and the policy pages.",
  },
  {
    slug: "tickets",
    label: "Tickets",
    role: "editor",
    summary: "Players' support tickets: filter the queue, answer, close and reopen.",
  },
  {
    slug: "audit",
    label: "Audit log",
    role: "editor",
    summary: "Every staff action: who, what, when, before and after.",
  },
  {
    slug: "shop",
    label: "Item shop",
    role: "administrator",
    summary: "Shop categories and items: prices, pictures, what is on sale, and the game items they deliver.",
  },
  {
    slug: "codes",
    label: "Codes",
    role: "administrator",
    summary: "Generate, export and void batches of codes; streamer referral codes and their report.",
  },
  {
    slug: "payments",
    label: "Payments",
    role: "administrator",
    summary:
      "Top-up packages, payments through the gateways with their notifications, reconciliation, and the last 30 days of revenue.",
  },
  {
    slug: "characterservices",
    label: "Character services",
    role: "administrator",
    summary:
      "Reset stats, change school, unstuck, rename and account fix: which are on, what each costs, and how often a player may use it.",
  },
  {
    slug: "votes",
    label: "Votes",
    role: "administrator",
    summary:
      "The toplist sites players vote on: their vote addresses, postback checks and Milleage rewards; votes per day and refused postbacks.",
  },
  {
    slug: "events",
    label: "Events",
    role: "administrator",
    summary:
      "The events the home page counts down to: schedule, move or delete them, in Manila time; an event leaves the home page when it is over.",
  },
  {
    slug: "players",
    label: "Players",
    role: "administrator",
    summary:
      "Find a player: balances, ledger, purchases, tickets; adjust a balance, block login, set a staff level, cancel an item in the item bank.",
  },
  {
    slug: "whitelist",
    label: "IP whitelist",
    role: "administrator",
    summary: "Approve or reject players' IP whitelist requests.",
  },
  {
    slug: "mail",
    label: "Mail outbox",
    role: "administrator",
    summary: "The mail the server sent, failed to send or is still to send.",
  },
  {
    slug: "gamelink",
    label: "Game link",
    role: "administrator",
    summary:
      "Which game link is on; balance changes the game has not finished and balances moved in the game.",
  },
]

export const consolePageHref = (slug: string): string => `${consolePath}/${slug}`

/** The console page an address names (`/staff/audit`), or undefined for the overview and unknown pages. */
export const consolePageOf = (pathname: string): ConsolePage | undefined => {
  const slug = consoleSlugOf(pathname)
  return slug === undefined ? undefined : consolePages.find((page) => page.slug === slug)
}

/** The pages a staff level may open. */
export const consolePagesFor = (role: StaffRole | null): ReadonlyArray<ConsolePage> =>
  consolePages.filter((page) => staffMay(role, page.role))
