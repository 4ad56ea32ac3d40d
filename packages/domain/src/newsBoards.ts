import type { FrameQuery } from "./frame.ts"

/**
 * Spec §7, §9: a news board lists the 8 newest items of its category (`getnewsall/{category}/8/1/0`);
 * each page of its archive holds as many, so the archive's first page is the board itself.
 */
export const newsPageSize = 8

/** Spec §7: the category each news board lists (0 every kind, 1 guides, 2 events). */
export const newsBoardCategories = { all: 0, events: 2, guides: 1 } as const
export type NewsBoardKey = keyof typeof newsBoardCategories
const boardKeys = Object.keys(newsBoardCategories) as ReadonlyArray<NewsBoardKey>

/** A page of a board's archive, through the frame's `category` and `page` query parameters (spec §2). */
export const newsArchiveHref = (category: number, page = 1): string =>
  page > 1 ? `/news?category=${category}&page=${page}` : `/news?category=${category}`

/**
 * Whether a category names one of the boards. Any other (`/news?category=5`) names no news at all:
 * the server answers it 404 and the portal shows its error page, as for an article that does not exist.
 */
export const isNewsBoardCategory = (category: number): boolean =>
  boardKeys.some((key) => newsBoardCategories[key] === category)

/** The board a category's archive pages through; unknown categories read as every kind. */
export const newsBoardOfCategory = (category: number): NewsBoardKey =>
  boardKeys.find((key) => newsBoardCategories[key] === category) ?? "all"

/**
 * Whether a news address asks for one board's archive rather than the three boards: a category of
 * its own, or a page past the first. The first page of every kind is the News page itself.
 */
export const asksForNewsArchive = (query: FrameQuery): boolean => query.category > 0 || query.page > 1
