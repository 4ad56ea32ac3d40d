import { type NewsEditorEntry, NewsEditorList, type NewsEditorNotice } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState, useTransition } from "react"
import { usePortalServices } from "../../app/PortalServices.tsx"
import { useQuery } from "../../data/useQuery.ts"
import { reportFailedAction } from "../../dialogs/failureReports.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { newsEditHref, newsListHref, refreshAfterNewsChange } from "./newsEditorActions.ts"

export interface NewsListViewProps {
  readonly page: number
}

/**
 * Every news item, a page at a time, with publish / unpublish and delete. A refused action is the
 * portal's ERROR! dialog with the server's sentence; a done one is told above the list.
 */
export const NewsListView = ({ page }: NewsListViewProps) => {
  const services = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listStaffNews", { page }))
  const [pendingId, setPendingId] = useState<number | null>(null)
  const [notice, onNotice] = useState<NewsEditorNotice | null>(null)
  const [, startAction] = useTransition()

  const act = <A,>(
    entry: NewsEditorEntry,
    action: Effect.Effect<A, Parameters<typeof reportFailedAction>[0]>,
    done: string,
  ) =>
    startAction(async () => {
      setPendingId(entry.id)
      onNotice(null)
      const answer = await Effect.runPromise(Effect.result(action))
      if (Result.isFailure(answer)) {
        await Effect.runPromise(reportFailedAction(answer.failure, services.handlers))
      } else {
        onNotice({ tone: "success", text: done })
      }
      await refreshAfterNewsChange(services.queries)
      setPendingId(null)
    })

  const list =
    state.status === "loaded"
      ? { status: "loaded" as const, value: { entries: state.value.data, pageCount: state.value.pageCount } }
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
            ? `“${entry.subject}” is published: players see it now.`
            : `“${entry.subject}” is a draft again: players no longer see it.`,
        )
      }
      onDelete={(entry) =>
        act(entry, api.deleteStaffNews({ id: entry.id }), `“${entry.subject}” was deleted.`)
      }
    />
  )
}
