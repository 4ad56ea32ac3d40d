import { documentTitle, frameQuery, guardRedirect, isLoggedIn, routeForPath } from "@gatehouse/domain"
import { useMemo } from "react"
import { Redirect, useLocation, useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { PageFrame } from "../frame/PageFrame.tsx"
import { useSession } from "../session/useSession.ts"
import { StaffConsoleRoute } from "./StaffConsoleRoute.tsx"
import { useDocumentTitle } from "./useDocumentTitle.ts"
import { usePageCrumb } from "./usePageCrumb.ts"

/** Spec §2 routes: the domain's route table, its guards, the document title, then the framed page. */
export const PortalRoutes = () => {
  const { appName } = usePortalServices()
  const [path] = useLocation()
  const search = useSearch()
  const session = useSession()
  const crumbOf = usePageCrumb()

  const match = useMemo(() => routeForPath(path), [path])
  // Read once here and handed down, so screens never parse the address themselves.
  const query = useMemo(() => frameQuery(search), [search])
  useDocumentTitle(documentTitle(crumbOf(match.route), appName))

  // /login stays open while its password is checked, so a refused login is told on the page that
  // still holds what was typed; the guard sends the player home once the session is theirs.
  const redirect = guardRedirect(match.route.guard, isLoggedIn(session))
  if (redirect !== null) return <Redirect to={redirect} replace />
  if (match.route.section === "staff")
    return <StaffConsoleRoute match={match} query={query} appName={appName} />
  return <PageFrame match={match} query={query} appName={appName} />
}
