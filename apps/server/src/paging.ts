import { nextPage, previousPage } from "@gatehouse/domain"

/** Spec §3 Paged responses: the fields every paged list carries beside its rows. */
export interface PageFields {
  readonly prev_page: number | null
  readonly next_page: number | null
  readonly last_page: number
  /** The last page minus one, as the spec's pager reads it. */
  readonly lpm1: number
}

/** Which rows one page holds. */
export const pageSlice = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size })

/**
 * The page fields for `page` of a list of `total` rows. An empty list still has one (empty) page,
 * so the pager shows "1" beside 'No Data'; a page past the end is empty and points back.
 */
export const pageFields = (page: number, total: number, size: number): PageFields => {
  const last = Math.max(1, Math.ceil(total / size))
  return { prev_page: previousPage(page), next_page: nextPage(page, last), last_page: last, lpm1: last - 1 }
}
