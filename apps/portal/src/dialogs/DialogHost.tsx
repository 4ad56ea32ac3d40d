import { lazy, Suspense } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useCurrentDialog } from "./useCurrentDialog.ts"

const AlertDialog = lazy(() => import("./AlertDialog.tsx"))

/** Shows the queued alerts one after another, in the ui's accessible alert dialog. */
export const DialogHost = () => {
  const { dialogs } = usePortalServices()
  const current = useCurrentDialog()
  if (current === null) return null
  return (
    <Suspense fallback={null}>
      <AlertDialog
        // A fresh dialog per alert, so two alerts with the same text still read as two.
        key={current.id}
        title={current.title}
        message={current.message}
        isOpen
        onClose={dialogs.closeCurrent}
      />
    </Suspense>
  )
}
