import { DownloadPayload, RequirementsPayload } from "@gatehouse/api-client/console"
import { Notice, useMessages } from "@gatehouse/ui"
import { emptyMirrorDraft, MirrorForm, MirrorList, RequirementsForm } from "@gatehouse/ui/console"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { problemsOf, useContentChange } from "./contentActions.ts"
import { contentHref, type EditTarget } from "./contentAddresses.ts"
import english from "./DownloadsTab.en.json"
import { NotLoaded } from "./NotLoaded.tsx"

const listHref = contentHref("downloads")

/** What shows the download page: this tab, and the download page's links and table. */
const downloadReads = {
  refresh: ["console.getContentDownloads", "getDownloadsAll", "getSystemRequirements"],
}

/** The downloads tab: the download links and the System Requirement table, or one link's form. */
export const DownloadsTab = ({ edit }: { readonly edit: EditTarget }) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getContentDownloads"))
  const { run, isPending } = useContentChange()
  if (state.status !== "loaded") return <NotLoaded status={state.status} failed={t("DownloadsTab.failed")} />
  const { mirrors, requirements } = state.value.data

  if (edit !== null) {
    const mirror = edit === "new" ? undefined : mirrors.find((candidate) => candidate.id === edit)
    if (edit !== "new" && mirror === undefined) return <Notice tone="danger">{t("DownloadsTab.gone")}</Notice>
    return (
      <MirrorForm
        key={String(edit)}
        initial={mirror ?? emptyMirrorDraft}
        cancelHref={listHref}
        isPending={isPending}
        onSave={(draft) =>
          run(
            api.saveDownload(draft),
            { ...downloadReads, goTo: listHref },
            problemsOf(DownloadPayload, draft),
          )
        }
      />
    )
  }

  return (
    <>
      <MirrorList
        mirrors={mirrors}
        editHref={(id) => contentHref("downloads", { edit: String(id) })}
        newHref={contentHref("downloads", { edit: "new" })}
        isPending={isPending}
        onDelete={(id) => run(api.deleteDownload({ id }), downloadReads)}
      />
      <RequirementsForm
        key={requirements.map((row) => `${row.minimum}/${row.recommended}`).join("|")}
        rows={requirements}
        isPending={isPending}
        onSave={(rows) => {
          const table = {
            rows: rows.map(({ component, minimum, recommended }) => ({ component, minimum, recommended })),
          }
          run(api.saveRequirements(table), downloadReads, problemsOf(RequirementsPayload, table))
        }}
      />
    </>
  )
}
