import { forumBoardHref, forumBoards, rankingSeasonsHref, routeCrumbs } from "@gatehouse/domain"
import { plainEnglishOf } from "../i18n/plainEnglishOf.ts"
import siteLabels from "./siteLabels.en.json"

/**
 * The site's navigation as data (spec §2 "Main menu"): the main menu shows every group, the side
 * navigation shows the group of the current section. `defaultMenu` is Gatehouse's own, with the spec's
 * labels word for word; another server gives its own through the site config (`SiteConfig.menu`).
 * A label is English data: a page's name is the route table's, a forum board's the domain's, and
 * Gatehouse's other labels are read from the frame's catalogue, which the frame says them from.
 */

const label = plainEnglishOf(siteLabels)

export const frameVariants = ["standard", "login"] as const
export type FrameVariant = (typeof frameVariants)[number]

export interface MenuLink {
  readonly label: string
  readonly href: string
  /** The section whose page this link opens; marks the link as the current page there. */
  readonly section?: string
  /** Shown only to logged-in players (spec §6: the shop's account pages). */
  readonly membersOnly?: boolean
  /** Leaves the portal (opens in a new tab). */
  readonly isExternal?: boolean
  /** The link to the staff's chat: it leads to the frame's `agentChatHref` when one is given. */
  readonly isAgentChat?: boolean
}

export interface MenuGroup {
  readonly key: string
  readonly label: string
  readonly href: string
  /** Where the heading leads on the login page, when that differs from `href`. */
  readonly loginPageHref?: string
  readonly links: ReadonlyArray<MenuLink>
  /** The sections whose side navigation is this group's sub-menu. */
  readonly sections: ReadonlyArray<string>
}

/** Where the support group's 'Talk to an Agent' goes unless the operator names their own messenger. */
export const defaultAgentChatHref = "https://m.me/"

/**
 * The main menu's forum slot (a legacy link kept on the shop heading): /topup in the normal frame,
 * /login on the standalone login page (spec §2 "Main menu").
 */
export const forumSlotHref = (variant: FrameVariant): string => (variant === "login" ? "/login" : "/topup")

export interface MenuOptions {
  readonly variant: FrameVariant
  readonly isLoggedIn: boolean
  /** Replaces the address of the menu's link to the staff's chat. */
  readonly agentChatHref?: string
}

/** Gatehouse's own menu, every link included; `menuGroups` picks what one visitor sees. */
export const defaultMenu: ReadonlyArray<MenuGroup> = [
  {
    key: "news",
    label: routeCrumbs.news,
    href: "/news",
    links: [
      { label: label("siteLabels.focus"), href: "/news", section: "news" },
      // Spec §2's legacy forum links: each board's page says the forum is not open yet.
      ...forumBoards.map((board) => ({ label: board.name, href: forumBoardHref(board.category) })),
    ],
    sections: ["news", "topic", "forum"],
  },
  {
    key: "guide",
    label: label("siteLabels.guide"),
    href: "/story",
    links: [
      { label: routeCrumbs.story, href: "/story", section: "story" },
      { label: routeCrumbs.characters, href: "/characters", section: "characters" },
      { label: routeCrumbs.gamesystem, href: "/gamesystem", section: "gamesystem" },
    ],
    sections: ["story", "characters", "gamesystem", "instructions"],
  },
  {
    key: "shop",
    label: label("siteLabels.shop"),
    href: forumSlotHref("standard"),
    loginPageHref: forumSlotHref("login"),
    links: [
      { label: routeCrumbs.itemshop, href: "/itemshop", section: "itemshop" },
      { label: routeCrumbs.topup, href: "/topup", section: "topup", membersOnly: true },
      { label: routeCrumbs.shoppingcart, href: "/shoppingcart", section: "shoppingcart", membersOnly: true },
      {
        label: routeCrumbs.shoppurchases,
        href: "/shoppurchases",
        section: "shoppurchases",
        membersOnly: true,
      },
      { label: routeCrumbs.topuphistory, href: "/topuphistory", section: "topuphistory", membersOnly: true },
      // The player's own desk for their characters: beside the account's other paid pages.
      {
        label: routeCrumbs.characterservices,
        href: "/characterservices",
        section: "characterservices",
        membersOnly: true,
      },
      // Votes earn the shop's Milleage: the player's way to it without paying, beside the paid pages.
      { label: routeCrumbs.vote, href: "/vote", section: "vote", membersOnly: true },
    ],
    sections: [
      "itemshop",
      "topup",
      "shoppingcart",
      "shoppurchases",
      "topuphistory",
      "characterservices",
      "vote",
    ],
  },
  {
    key: "gallery",
    label: routeCrumbs.gallery,
    href: "/gallery",
    links: [{ label: routeCrumbs.gallery, href: "/gallery", section: "gallery" }],
    sections: ["gallery"],
  },
  {
    key: "rankings",
    label: routeCrumbs.rankings,
    href: "/rankings",
    links: [
      { label: label("siteLabels.overall"), href: "/rankings", section: "rankings" },
      // Spec §2's legacy ranking links: the seasons and the overall lists are the rankings page's own.
      { label: label("siteLabels.season"), href: rankingSeasonsHref },
      { label: label("siteLabels.totalRanking"), href: "/rankings" },
      { label: routeCrumbs.tournament, href: "/tournament", section: "tournament" },
    ],
    sections: ["rankings", "tournament"],
  },
  {
    key: "download",
    label: label("siteLabels.download"),
    href: "/download",
    links: [
      { label: routeCrumbs.downloads, href: "/download", section: "downloads" },
      { label: routeCrumbs.wallpaper, href: "/wallpaper", section: "wallpaper" },
      { label: routeCrumbs.movies, href: "/movies", section: "movies" },
    ],
    sections: ["downloads", "download", "wallpaper", "movies"],
  },
  {
    key: "support",
    label: label("siteLabels.support"),
    href: "/ticket",
    links: [
      {
        label: label("siteLabels.talkToAnAgent"),
        href: defaultAgentChatHref,
        isExternal: true,
        isAgentChat: true,
      },
      { label: routeCrumbs.ticket, href: "/ticket", section: "ticket" },
      { label: routeCrumbs.checkticket, href: "/checkticket", section: "checkticket" },
    ],
    sections: ["ticket", "checkticket"],
  },
]

const linkFor = (link: MenuLink, { agentChatHref }: MenuOptions): MenuLink =>
  link.isAgentChat && agentChatHref !== undefined ? { ...link, href: agentChatHref } : link

/**
 * The groups of `menu` (Gatehouse's own by default) as this visitor sees them: only the links they
 * may see, the headings' login-page addresses on the login page, the staff's chat at its address.
 */
export const menuGroups = (
  options: MenuOptions,
  menu: ReadonlyArray<MenuGroup> = defaultMenu,
): ReadonlyArray<MenuGroup> =>
  menu.map((group) => ({
    ...group,
    href: options.variant === "login" ? (group.loginPageHref ?? group.href) : group.href,
    links: group.links
      .filter((link) => options.isLoggedIn || !link.membersOnly)
      .map((link) => linkFor(link, options)),
  }))

const sameSection = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** The group whose sub-menu is the side navigation of `section`, if the section belongs to one. */
export const sideNavGroup = (
  section: string,
  options: MenuOptions,
  menu: ReadonlyArray<MenuGroup> = defaultMenu,
): MenuGroup | undefined =>
  menuGroups(options, menu).find((group) =>
    group.sections.some((candidate) => sameSection(candidate, section)),
  )

/** Whether `link` opens the page of `section`. */
export const isCurrentLink = (link: MenuLink, section: string): boolean =>
  link.section !== undefined && sameSection(link.section, section)
