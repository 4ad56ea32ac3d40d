import { isLoggedIn } from "@gatehouse/domain"
import { MemberOnly, useHydrated } from "@gatehouse/ui"
import { useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useSendToLogin } from "./useSendToLogin.ts"

/**
 * A player's page opened by a guest (the cart, the top-up, the histories): sent to /login as the
 * item shop's buttons send them (spec §6), and brought back here after logging in. The session is
 * the browser's, so the page the server rendered (or a browser without JavaScript) shows the
 * heading, 'Please Login to Continue!' and the Login button until the page comes alive.
 */
export const MembersOnlyPage = ({ title }: { readonly title: string }) => {
  const { session } = usePortalServices()
  const hydrated = useHydrated()
  const sendToLogin = useSendToLogin()
  useEffect(() => {
    // The stored session is read again: the page may have come alive as the guest it was rendered for.
    if (hydrated && !isLoggedIn(session.getSnapshot())) sendToLogin()
  }, [hydrated, session, sendToLogin])
  return <MemberOnly title={title} />
}
