import { isLoggedIn } from "@gatehouse/domain"
import { useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { takeReturnAddress } from "./returnAddress.ts"

/**
 * On the login page: the moment the session becomes a player's, goes back to the page the guest was
 * sent from (see `useSendToLogin`). It listens to the session store itself, not to a render: the
 * route guard sends a logged-in player from /login home in the very render that follows, and this
 * must come first. Without a remembered page the guard's home stands (spec §4).
 */
export const useReturnAfterLogin = (): void => {
  const { session, navigate } = usePortalServices()
  useEffect(
    () =>
      session.subscribe(() => {
        if (!isLoggedIn(session.getSnapshot())) return
        const address = takeReturnAddress()
        if (address !== undefined) navigate(address)
      }),
    [session, navigate],
  )
}
