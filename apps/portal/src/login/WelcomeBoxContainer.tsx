import type { MemberSession } from "@gatehouse/domain"
import { WelcomeBox } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { logOut } from "./logOut.ts"

/** The logged-in player's sidebar box: balances from the session, and Logout. */
export const WelcomeBoxContainer = ({ session }: { readonly session: MemberSession }) => {
  const services = usePortalServices()
  return <WelcomeBox user={session.user} onLogout={() => logOut(services)} />
}
