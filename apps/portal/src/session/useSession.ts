import { useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { StoredSession } from "./sessionStore.ts"

/** The logged-in session, or null; re-renders whenever any tab logs in or out. */
export const useSession = (): StoredSession | null => {
  const { session } = usePortalServices()
  return useSyncExternalStore(session.subscribe, session.getSnapshot)
}
