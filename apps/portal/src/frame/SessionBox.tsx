import { isLoggedIn, type MemberSession } from "@gatehouse/domain"
import { ClassicFrameOnly, useHydrated } from "@gatehouse/ui"
import { Suspense } from "react"
import { lazyModule } from "../app/lazyModule.tsx"
import { LoginBoxContainer } from "../login/LoginBoxContainer.tsx"
import { useSession } from "../session/useSession.ts"

// Only a logged-in player sees it, and only once the page runs in the browser: guests never download it.
const WelcomeBoxContainer = lazyModule<{ readonly session: MemberSession }>(
  "../login/WelcomeBoxContainer.tsx",
  "WelcomeBoxContainer",
)

/**
 * The sidebar's login box for a guest (the classic frame's only: a phone's guest logs in from the menu
 * sheet), or welcome box for a player (once, at every width). The session is the browser's
 * (spec §3): on a page the server rendered, the box appears once the JavaScript runs, so nothing is
 * typed into a box that cannot yet read it; on a phone the sidebar is below the content, so nothing
 * moves. Its own component, so that the moment the page comes alive re-renders this box alone, not
 * the frame and the page's content.
 */
export const SessionBox = () => {
  const session = useSession()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return isLoggedIn(session) ? (
    <Suspense fallback={null}>
      <WelcomeBoxContainer session={session} />
    </Suspense>
  ) : (
    // A guest's phone logs in from the header's menu (Login, Sign Up) or the login page: the box would
    // only lengthen the tail of every page there.
    <ClassicFrameOnly>
      <LoginBoxContainer />
    </ClassicFrameOnly>
  )
}
