import { guestSession, type Session } from "@gatehouse/domain"
import { useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"

/** The session a server-rendered page is made for: the session lives in the browser's storage (spec §3). */
const serverSession = (): Session => guestSession

/**
 * The current session (guest or member); re-renders whenever any tab logs in or out. A page the
 * server rendered is hydrated as the guest it was rendered for, and shows the stored session
 * right after, so hydration always matches the server's markup.
 */
export const useSession = (): Session => {
  const { session } = usePortalServices()
  return useSyncExternalStore(session.subscribe, session.getSnapshot, serverSession)
}
