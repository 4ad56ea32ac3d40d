import type { Session } from "@gatehouse/domain"
import { useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"

/** The current session (guest or member); re-renders whenever any tab logs in or out. */
export const useSession = (): Session => {
  const { session } = usePortalServices()
  return useSyncExternalStore(session.subscribe, session.getSnapshot)
}
