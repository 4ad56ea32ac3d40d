import { contentEndpoints } from "@gatehouse/api-client"
import { newsBoardOfCategory } from "@gatehouse/domain"
import { NewsArchive } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
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
  const archive = mapLoaded(state, (answer) => ({ items: answer.data, lastPage: answer.last_page }))
  return <NewsArchive board={newsBoardOfCategory(category)} page={page} archive={archive} />
}
