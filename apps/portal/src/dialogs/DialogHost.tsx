import { actionErrorTitle, clientFailureTexts } from "@gatehouse/api-client"
import { useDomainText, useMessages } from "@gatehouse/ui"
import { lazy, Suspense } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import english from "./DialogHost.en.json"
import { plainAlertTitle } from "./dialogHandlers.ts"
import { useCurrentDialog } from "./useCurrentDialog.ts"

const AlertDialog = lazy(() => import("./AlertDialog.tsx"))

type TitleKey = keyof typeof english

/**
 * The spec §8 titles an alert is raised with (in English, by the portal and the api-client's policy)
 * and their words in the chosen language. A title not listed is shown as it came.
 */
const titleKeys: Readonly<Record<string, TitleKey>> = {
  [plainAlertTitle]: "DialogHost.notice",
  "Success!": "DialogHost.success",
  "SUCCESS!!": "DialogHost.successLoud",
  [actionErrorTitle]: "DialogHost.error",
}

/** Shows the queued alerts one after another, in the ui's accessible alert dialog. */
export const DialogHost = () => {
  const { dialogs } = usePortalServices()
  const current = useCurrentDialog()
  const t = useMessages(english)
  // The client's own sentences about a failed call are said in the chosen language; a server's, as sent.
  const sayFailure = useDomainText("clientFailureTexts", clientFailureTexts)
  if (current === null) return null
  const titleKey = titleKeys[current.title]
  return (
    <Suspense fallback={null}>
      <AlertDialog
        // A fresh dialog per alert, so two alerts with the same text still read as two.
        key={current.id}
        title={titleKey === undefined ? current.title : t(titleKey)}
        message={sayFailure(current.message)}
        isOpen
        onClose={dialogs.closeCurrent}
      />
    </Suspense>
  )
}
