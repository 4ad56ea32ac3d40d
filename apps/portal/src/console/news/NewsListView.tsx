import type { ApiFailure } from "@gatehouse/api-client"
import { useMessages } from "@gatehouse/ui"
import { type NewsEditorEntry, NewsEditorList, type NewsEditorNotice } from "@gatehouse/ui/console"
import { Effect } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { languageName } from "../contentLanguages.ts"
import english from "./NewsListView.en.json"
import { newsEditHref, newsListHref, newsReads } from "./newsEditorActions.ts"

export interface NewsListViewProps {
  readonly page: number
}

/**
 * Every news item, a page at a time, with publish / unpublish and delete. A refused action is the
 * portal's ERROR! dialog with the server's sentence; a done one is told above the list.
 */
export const NewsListView = ({ page }: NewsListViewProps) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listStaffNews", { page }))
  const { run, pending: pendingId } = useAction<number>()
  const [notice, onNotice] = useState<NewsEditorNotice | null>(null)

  // Read again either way: a refused change may mean the item changed or went meanwhile.
  const act = <A,>(entry: NewsEditorEntry, call: Effect.Effect<A, ApiFailure>, done: string) => {
    onNotice(null)
    void run(
      {
        call,
        changes: newsReads,
        changesWhenRefused: true,
        told: () => Effect.sync(() => onNotice({ tone: "success", text: done })),
      },
      entry.id,
    )
  }

  const list =
    state.status === "loaded"
      ? {
          status: "loaded" as const,
          value: {
            // Each item says which other languages it is written in, by their own names.
            entries: state.value.data.map((entry) => ({
              ...entry,
              translatedInto: entry.translatedInto.map(languageName),
            })),
            pageCount: state.value.pageCount,
          },
        }
      : state

  return (
    <NewsEditorList
      list={list}
      page={page}
      pageTarget={`${newsListHref}?`}
      newHref={newsEditHref("new")}
      editHref={newsEditHref}
      pendingId={pendingId}
      notice={notice}
      onSetPublished={(entry, published) =>
        act(
          entry,
          api.publishStaffNews({ id: entry.id, published }),
          published
            ? t("NewsListView.published", { subject: entry.subject })
            : t("NewsListView.draft", { subject: entry.subject }),
        )
      }
      onDelete={(entry) =>
        act(
          entry,
          api.deleteStaffNews({ id: entry.id }),
          t("NewsListView.deleted", { subject: entry.subject }),
        )
      }
    />
  )
}
