import { contentEndpoints, eventEndpoints, type NewsListResponse } from "@gatehouse/api-client"
import { NewsItem, newsBoardCategories, newsPageSize } from "@gatehouse/domain"
import { apiQuery, withPagePart } from "../data/apiQuery.ts"

/** How many headlines the home page shows. */
export const homeNewsCount = 3

/**
 * The headlines the home page draws, without the articles' bodies or pictures: a rendered home
 * page carries three subjects and dates rather than eight articles.
 */
export const homeNewsPart = (answer: NewsListResponse): NewsListResponse => ({
  data: answer.data
    .slice(0, homeNewsCount)
    .map((item) => new NewsItem({ ...item, content: "", img_thumbnail: null, IsShowThumbnail: 0 })),
})

/** The latest news of every category, read as the news page's All board reads it (one answer for both). */
export const homeNewsQuery = withPagePart(
  apiQuery(contentEndpoints, "getNewsAll", {
    category: newsBoardCategories.all,
    count: newsPageSize,
    flagA: 1,
    flagB: 0,
  }),
  homeNewsPart,
)

export const homeEventsQuery = apiQuery(eventEndpoints, "getEvents")

export const serverStatusQuery = apiQuery(eventEndpoints, "getServerStatus")
