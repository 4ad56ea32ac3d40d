import { consolePath, effectiveUserType, type MemberSession, staffRoleOf } from "@gatehouse/domain"
import { WelcomeBox } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { mailboxQuery } from "../support/mailboxQuery.ts"
import { logOut } from "./logOut.ts"

/**
 * The logged-in player's sidebar box: balances from the session, the Mailbox's unread answers, the
 * staff console's link for staff, and Logout.
 */
export const WelcomeBoxContainer = ({ session }: { readonly session: MemberSession }) => {
  const services = usePortalServices()
  const mailbox = useQuery(mailboxQuery).state
  // Spec §6: the level in memory must equal the stored one; the server checks every staff call anyway.
  const isStaff = staffRoleOf(effectiveUserType(session.userType, services.session.storedUserType())) !== null
  return (
    <WelcomeBox
      user={session.user}
      unreadAnswers={mailbox.status === "loaded" ? mailbox.value.unread : 0}
      consoleHref={isStaff ? consolePath : undefined}
      onLogout={() => logOut(services)}
    />
  )
}
