import type { FrameQuery, RouteMatch } from "@gatehouse/domain"
import { PageLoading, useMessages } from "@gatehouse/ui"
import { Suspense } from "react"
import { AnnounceTakeover } from "../frame/AnnounceTakeover.tsx"
import { contentProps } from "../frame/contentProps.ts"
import { contentScreens } from "../screens/contentScreens.ts"
import { useSession } from "../session/useSession.ts"
import english from "./StaffConsoleRoute.en.json"
import { usePageCrumb } from "./usePageCrumb.ts"

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
  const t = useMessages(english)
  const crumbOf = usePageCrumb()
  const Console = contentScreens.staff
  return (
    <Suspense fallback={<PageLoading label={t("StaffConsoleRoute.loading")} />}>
      <Console {...contentProps(match, query, session, appName)} title={crumbOf(match.route) ?? appName} />
      <AnnounceTakeover />
    </Suspense>
  )
}
