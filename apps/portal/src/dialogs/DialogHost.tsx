import { clientFailureTexts } from "@gatehouse/api-client"
import { useDomainText, useMessages } from "@gatehouse/ui"
import { lazy, Suspense } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { alertTitles } from "./alertTitles.ts"
import english from "./DialogHost.en.json"
import { useCurrentDialog } from "./useCurrentDialog.ts"

const AlertDialog = lazy(() => import("./AlertDialog.tsx"))

type TitleKey = keyof typeof english

/**
 * The portal's own spec §8 titles, by the English an alert is raised with, and their keys. The
 * api-client's 'ERROR!' is said from its catalogue, as its failure texts are; any other title is
 * shown as it came.
 */
const titleKeys: ReadonlyMap<string, TitleKey> = new Map([
  [alertTitles.notice, "DialogHost.notice"],
  [alertTitles.success, "DialogHost.success"],
  [alertTitles.successLoud, "DialogHost.successLoud"],
])

/** Shows the queued alerts one after another, in the ui's accessible alert dialog. */
export const DialogHost = () => {
  const { dialogs } = usePortalServices()
  const current = useCurrentDialog()
  const t = useMessages(english)
  // The client's own sentences about a failed call (and its title) are said in the chosen language;
  // a server's, as sent.
  const sayFailure = useDomainText("clientFailureTexts", clientFailureTexts)
  if (current === null) return null
  const titleKey = titleKeys.get(current.title)
  return (
    <Suspense fallback={null}>
      <AlertDialog
        // A fresh dialog per alert, so two alerts with the same text still read as two.
        key={current.id}
        title={titleKey === undefined ? sayFailure(current.title) : t(titleKey)}
        message={sayFailure(current.message)}
        isOpen
        onClose={dialogs.closeCurrent}
      />
    </Suspense>
  )
}
