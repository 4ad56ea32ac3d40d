import { consolePath, effectiveUserType, type MemberSession, staffRoleOf } from "@gatehouse/domain"
import { WelcomeBox } from "@gatehouse/ui"
import { lazy, Suspense, useSyncExternalStore } from "react"
import { newPlayerWelcomeOf } from "../accounts/newPlayerWelcome.ts"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { mailboxQuery } from "../support/mailboxQuery.ts"
import { logOut } from "./logOut.ts"

const NewPlayerWelcome = lazy(() => import("../accounts/NewPlayerWelcomeDialog.tsx"))

/**
 * The logged-in player's sidebar box: balances from the session, the Mailbox's unread answers, the
 * staff console's link for staff, and Logout; and, for a player who has just registered, the welcome
 * over the page.
 */
export const WelcomeBoxContainer = ({ session }: { readonly session: MemberSession }) => {
  const services = usePortalServices()
  const mailbox = useQuery(mailboxQuery).state
  // Spec §6: the level in memory must equal the stored one; the server checks every staff call anyway.
  const isStaff = staffRoleOf(effectiveUserType(session.userType, services.session.storedUserType())) !== null
  const welcome = newPlayerWelcomeOf(services)
  const newPlayer = useSyncExternalStore(welcome.subscribe, welcome.get, welcome.get)
  return (
    <>
      <WelcomeBox
        user={session.user}
        unreadAnswers={mailbox.status === "loaded" ? mailbox.value.unread : 0}
        consoleHref={isStaff ? consolePath : undefined}
        onLogout={() => logOut(services)}
      />
      {newPlayer !== null && (
        <Suspense fallback={null}>
          <NewPlayerWelcome {...newPlayer} isOpen onClose={() => welcome.set(null)} />
        </Suspense>
      )}
    </>
  )
}
