import { contentEndpoints } from "@gatehouse/api-client"
import { type NewsBoardKey, newsBoardCategories, newsPageSize } from "@gatehouse/domain"
import { apiQuery } from "../data/apiQuery.ts"

/** Spec §7, §9: a board's latest item asks count 1 with flags 0/1 (GET getnewsall/{category}/1/0/1). */
export const latestNewsQuery = (board: NewsBoardKey) =>
  apiQuery(contentEndpoints, "getNewsAll", {
    category: newsBoardCategories[board],
    count: 1,
    flagA: 0,
    flagB: 1,
  })

/** A board's list asks count 8 with flags 1/0 (GET getnewsall/{category}/8/1/0). */
export const newsListQuery = (board: NewsBoardKey) =>
  apiQuery(contentEndpoints, "getNewsAll", {
    category: newsBoardCategories[board],
    count: newsPageSize,
    flagA: 1,
    flagB: 0,
  })
