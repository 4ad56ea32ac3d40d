import type { NewsBoardKey } from "@gatehouse/domain"
import { type NewsBoardContent, NewsList } from "@gatehouse/ui"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { useRefresh } from "../data/useRefresh.ts"
import { latestNewsQuery, newsListQuery } from "./newsQueries.ts"

/**
 * One board's latest item and list. Spec §8: a failed news load is logged only (the store logs it);
 * the board then reads as empty.
 */
const useNewsBoard = (
  board: NewsBoardKey,
): { readonly content: NewsBoardContent; readonly isLoading: boolean } => {
  const latest = useQuery(latestNewsQuery(board)).state
  const list = useQuery(newsListQuery(board)).state
  return {
    content: {
      latest: latest.status === "loaded" ? (latest.value.data[0] ?? null) : null,
      list: mapLoaded(list, (answer) => answer.data),
    },
    isLoading: latest.status === "loading" || list.status === "loading",
  }
}

/** The news section without a topic: the three boards, each with its latest item and list. */
export const NewsListScreen = () => {
  const all = useNewsBoard("all")
  const events = useNewsBoard("events")
  const guides = useNewsBoard("guides")
  const { isRefreshing, refresh } = useRefresh()
  return (
    <NewsList
      boards={{ all: all.content, events: events.content, guides: guides.content }}
      isRefreshing={isRefreshing || all.isLoading || events.isLoading || guides.isLoading}
      onRefresh={refresh}
    />
  )
}
