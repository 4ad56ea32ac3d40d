/**
 * The item-shop pager (spec §2 Item shop, §9): which page links to show, which moves to accept and
 * where each link points. Purchase and top-up history use the same pager.
 */

/** Spec §2: the pager's link labels. */
export const pagerLabels = { previous: "[Previous]", next: "[Next]", last: "[Last]" } as const

/** Pages shown on each side of the current one. */
export const pagerAdjacents = 2

/** Spec §9: every page is listed while the last page is at most this. */
export const pagerFullListLimit = 1004

/** Pages always shown at each end once the list is shortened. */
const endPages = 2

export type PagerItem =
  | { readonly kind: "page"; readonly page: number; readonly isCurrent: boolean }
  /** Stands for two or more hidden pages; `after` is the page it follows (a stable key for lists). */
  | { readonly kind: "ellipsis"; readonly after: number }

/**
 * The links of the pager. Up to the full-list limit every page is listed. Beyond it: the first two
 * pages, the window of `adjacents` pages either side of the current one, the last two pages, with an
 * ellipsis wherever pages are left out. An ellipsis never hides a single page; that page is shown
 * instead, since a "..." costs the same room and tells less.
 */
export const pagerItems = (
  current: number,
  last: number,
  adjacents: number = pagerAdjacents,
): ReadonlyArray<PagerItem> => {
  if (last < 1) return []
  const page = Math.min(Math.max(current, 1), last)
  const shown = last <= pagerFullListLimit ? range(1, last) : shortenedPages(page, last, adjacents)
  const items: Array<PagerItem> = []
  let previous = 0
  for (const n of shown) {
    if (n - previous === 2) items.push(pageItem(n - 1, page))
    else if (n - previous > 2) items.push({ kind: "ellipsis", after: previous })
    items.push(pageItem(n, page))
    previous = n
  }
  return items
}

/** The page numbers of the shortened pager, ascending and unique. */
const shortenedPages = (page: number, last: number, adjacents: number): ReadonlyArray<number> => {
  const wanted = new Set<number>([
    ...range(1, endPages),
    ...range(Math.max(1, page - adjacents), Math.min(last, page + adjacents)),
    ...range(last - endPages + 1, last),
  ])
  return [...wanted].sort((a, b) => a - b)
}

const pageItem = (n: number, current: number): PagerItem => ({
  kind: "page",
  page: n,
  isCurrent: n === current,
})

const range = (from: number, to: number): ReadonlyArray<number> =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Spec §2: moves below page 1, beyond the last page, or to the page already shown are ignored. */
export const acceptPageChange = (current: number, target: number, last: number): boolean =>
  Number.isInteger(target) && target >= 1 && target <= last && target !== current

/** Spec §2: pager links take the shape `{target}&page={n}`, e.g. `/itemshop?category=3&page=2`. */
export const pageHref = (target: string, n: number): string => `${target}&page=${n}`

/** The page the [Previous] link leads to, or null on the first page. */
export const previousPage = (current: number): number | null => (current > 1 ? current - 1 : null)

/** The page the [Next] link leads to, or null on the last page. */
export const nextPage = (current: number, last: number): number | null =>
  current < last ? current + 1 : null
