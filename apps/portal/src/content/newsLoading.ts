import type { ApiClient } from "@gatehouse/api-client"
import { type NewsBoardKey, type NewsItem, newsBoardCategories, newsPageSize } from "@gatehouse/domain"
import { Effect } from "effect"
import type { ContentCache } from "./contentCache.ts"

/** Spec §7, §9: latest lists ask count 1 with flags 0/1; full lists count 8 with flags 1/0. */
const latestRequest = { count: 1, flagA: 0, flagB: 1 } as const
const listRequest = { count: newsPageSize, flagA: 1, flagB: 0 } as const

type NewsApi = Pick<ApiClient, "getNewsAll" | "getNewsPage" | "getSpecificNews">
type Request = typeof latestRequest | typeof listRequest

const fetchNews = (api: NewsApi, cache: ContentCache, board: NewsBoardKey, request: Request) => {
  const category = newsBoardCategories[board]
  return cache.load(`news/${category}/${request.count}/${request.flagA}/${request.flagB}`, () =>
    Effect.runPromise(api.getNewsAll({ category, ...request })).then((response) => response.data),
  )
}

/** A board's newest item (GET getnewsall/{category}/1/0/1), or null when the category is empty. */
export const loadLatestNews = (
  api: NewsApi,
  cache: ContentCache,
  board: NewsBoardKey,
): Promise<NewsItem | null> => fetchNews(api, cache, board, latestRequest).then((items) => items[0] ?? null)

/** A board's list (GET getnewsall/{category}/8/1/0). */
export const loadNewsList = (
  api: NewsApi,
  cache: ContentCache,
  board: NewsBoardKey,
): Promise<ReadonlyArray<NewsItem>> => fetchNews(api, cache, board, listRequest)

/** GET getspecificnews/{id}: the first entry of the answer, or null when there is none. */
export const loadNewsTopic = (api: NewsApi, cache: ContentCache, id: number): Promise<NewsItem | null> =>
  cache
    .load(`topic/${id}`, () =>
      Effect.runPromise(api.getSpecificNews({ id })).then((response) => response.data),
    )
    .then((items) => items[0] ?? null)

/** One page of a board's archive (GET getnewspage/{category}/{page}): its items and its last page. */
export const loadNewsArchivePage = (
  api: NewsApi,
  cache: ContentCache,
  category: number,
  page: number,
): Promise<{ readonly items: ReadonlyArray<NewsItem>; readonly lastPage: number }> =>
  cache.load(`archive/${category}/${page}`, () =>
    Effect.runPromise(api.getNewsPage({ category, page })).then((answer) => ({
      items: answer.data,
      lastPage: answer.last_page,
    })),
  )
