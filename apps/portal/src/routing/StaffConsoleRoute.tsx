import type { FrameQuery, RouteMatch } from "@gatehouse/domain"
import { PageLoading } from "@gatehouse/ui"
import { Suspense } from "react"
import { AnnounceTakeover } from "../frame/AnnounceTakeover.tsx"
import { contentProps } from "../frame/contentProps.ts"
import { contentScreens } from "../screens/contentScreens.ts"
import { useSession } from "../session/useSession.ts"

export interface StaffConsoleRouteProps {
  readonly match: RouteMatch
  readonly query: FrameQuery
  readonly appName: string
}

/**
 * The staff console on the whole screen, without the players' frame around it: its lists and
 * tables need the width a desktop has, and staff reach the site again from its own bar.
 */
export const StaffConsoleRoute = ({ match, query, appName }: StaffConsoleRouteProps) => {
  const session = useSession()
  const Console = contentScreens.staff
  return (
    <Suspense fallback={<PageLoading label="Loading the staff console..." />}>
      <Console {...contentProps(match, query, session, appName)} />
      <AnnounceTakeover />
    </Suspense>
  )
}
