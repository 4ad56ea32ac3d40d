import type { MemberSession } from "@gatehouse/domain"
import { WelcomeBox } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { mailboxQuery } from "../support/mailboxQuery.ts"
import { logOut } from "./logOut.ts"

/** The logged-in player's sidebar box: balances from the session, the Mailbox's unread answers, and Logout. */
export const WelcomeBoxContainer = ({ session }: { readonly session: MemberSession }) => {
  const services = usePortalServices()
  const mailbox = useQuery(mailboxQuery).state
  return (
    <WelcomeBox
      user={session.user}
      unreadAnswers={mailbox.status === "loaded" ? mailbox.value.unread : 0}
      onLogout={() => logOut(services)}
    />
  )
}
