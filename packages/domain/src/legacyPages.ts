/**
 * Spec §2: the legacy forum links (ForumCategory 100, 300, 400, 500, 600, 700) and ranking links
 * (Season, TotalRanking, Tournament) appear in the menus. The rankings have a page (Season opens its
 * season choice, TotalRanking the overall lists); the forum and the tournaments do not exist yet,
 * so their addresses open a page that says so. The addresses keep the product's own style: a section
 * name as the path (`/tournament`, `/forum`) and the frame's `category` query parameter for a board.
 */

/** The forum's boards' names, as a player would look for them (their Filipino: `forumBoardNames.fil.json`). */
export const forumBoardNames = {
  freeTalk: "Free Talk",
  tipsAndGuides: "Tips & Guides",
  screenshots: "Screenshots",
  trading: "Trading",
  suggestions: "Suggestions",
  bugReports: "Bug Reports",
} as const

/** The forum's boards by their legacy category number. */
export const forumBoards = [
  { category: 100, name: forumBoardNames.freeTalk },
  { category: 300, name: forumBoardNames.tipsAndGuides },
  { category: 400, name: forumBoardNames.screenshots },
  { category: 500, name: forumBoardNames.trading },
  { category: 600, name: forumBoardNames.suggestions },
  { category: 700, name: forumBoardNames.bugReports },
] as const
export type ForumBoard = (typeof forumBoards)[number]

/** A forum board's address: `/forum?category={category}`. */
export const forumBoardHref = (category: number): string => `/forum?category=${category}`

/** The board a category names, if it names one. */
export const forumBoardOf = (category: number): ForumBoard | undefined =>
  forumBoards.find((board) => board.category === category)

/** Where the Season link leads: the rankings page at its season choice (the archived months). */
export const rankingSeasonsHref = "/rankings#seasons"

/** The id of the rankings page's season choice, the target of `rankingSeasonsHref`. */
export const rankingSeasonsTarget = "seasons"

/** The sections whose pages exist only to say they are not open yet. */
export const notOpenSections = ["tournament", "forum"] as const
export type NotOpenSection = (typeof notOpenSections)[number]

/**
 * What a not-yet-open page says: its own name for the forum's board or the tournaments, so a player
 * who followed an old link knows that the page is missing on purpose and not broken.
 */
export const notOpenMessage = (section: NotOpenSection, category: number): string => {
  if (section === "tournament") return "Tournaments are not open yet."
  const board = forumBoardOf(category)
  return board === undefined ? "The forum is not open yet." : `The ${board.name} board is not open yet.`
}
