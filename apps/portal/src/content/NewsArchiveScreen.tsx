import { contentEndpoints } from "@gatehouse/api-client"
import { newsBoardOfCategory } from "@gatehouse/domain"
import { NewsArchive, type NewsArchivePage } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"

/**
 * A board's older news, one page of its archive: `/news?category={category}&page={page}`
 * (GET getnewspage/{category}/{page}). Spec §8: a failed load is logged; the page says so.
 */
export const NewsArchiveScreen = ({
  category,
  page,
}: {
  readonly category: number
  readonly page: number
}) => {
  const { state } = useQuery(apiQuery(contentEndpoints, "getNewsPage", { category, page }))
  const archive: NewsArchivePage =
    state.status === "loaded"
      ? { status: "loaded", items: state.value.data, lastPage: state.value.last_page }
      : state
  return <NewsArchive board={newsBoardOfCategory(category)} page={page} archive={archive} />
}
