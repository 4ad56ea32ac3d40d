import { useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { QueuedDialog } from "./dialogQueue.ts"

export const useCurrentDialog = (): QueuedDialog | null => {
  const { dialogs } = usePortalServices()
  return useSyncExternalStore(dialogs.subscribe, dialogs.getCurrent, dialogs.getCurrent)
}
