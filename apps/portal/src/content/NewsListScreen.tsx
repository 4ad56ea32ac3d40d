import type { NewsBoardKey, NewsItem } from "@gatehouse/domain"
import { type NewsBoardContent, NewsList, newsBoards } from "@gatehouse/ui"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { loadLatestNews, loadNewsList } from "./newsLoading.ts"
import { type LoadState, useLoad } from "./useLoad.ts"

type Boards = Readonly<
  Record<NewsBoardKey, { readonly latest: NewsItem | null; readonly items: ReadonlyArray<NewsItem> }>
>

/** Spec §8: a failed news load is logged only; the board then reads as empty. */
const logNewsFailure = (error: unknown) => console.error("Failed to load news", error)

const emptyBoard = { latest: null, items: [] } as const

const toContent = (state: LoadState<Boards>, key: NewsBoardKey): NewsBoardContent =>
  state.status === "loaded"
    ? { latest: state.value[key].latest, list: { status: "loaded", items: state.value[key].items } }
    : {
        latest: null,
        list: state.status === "loading" ? { status: "loading" } : { status: "loaded", items: [] },
      }

/** The news section without a topic: the three boards, each with its latest item and list. */
export const NewsListScreen = () => {
  const { api } = usePortalServices()
  const caches = contentCachesFor(api)
  const [round, setRound] = useState(0)
  const boards = useLoad(`news-${round}`, async () => {
    const entries = await Promise.all(
      newsBoards.map(async ({ key }) => {
        const [latest, items] = await Promise.all([
          loadLatestNews(api, caches.news, key),
          loadNewsList(api, caches.news, key),
        ]).catch((error: unknown) => {
          logNewsFailure(error)
          return [emptyBoard.latest, emptyBoard.items] as const
        })
        return [key, { latest, items }] as const
      }),
    )
    return Object.fromEntries(entries) as Boards
  })
  return (
    <NewsList
      boards={{
        all: toContent(boards, "all"),
        events: toContent(boards, "events"),
        guides: toContent(boards, "guides"),
      }}
      isRefreshing={boards.status === "loading"}
      onRefresh={() => {
        caches.news.clear()
        setRound((current) => current + 1)
      }}
    />
  )
}
