import { sessionEndpoints } from "@gatehouse/api-client"
import { isLoggedIn } from "@gatehouse/domain"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"

type LogoutServices = Pick<PortalServices, "session" | "quietClientFor" | "navigate">

/**
 * Spec §4 Logout: the token, user type and user data are cleared and the player goes to /login at
 * once. The server is told with the old token on the side; if that call fails (offline, the token
 * had already expired) the player has still logged out, so nothing is shown.
 */
export const logOut = ({ session, quietClientFor, navigate }: LogoutServices): void => {
  const current = session.getSnapshot()
  session.clear()
  navigate("/login")
  if (isLoggedIn(current))
    Effect.runFork(Effect.ignore(quietClientFor(current.token, sessionEndpoints).logout()))
}
