import { documentTitle, frameQuery, isLoggedIn, routeForPath } from "@gatehouse/domain"
import { useMemo, useSyncExternalStore } from "react"
import { Redirect, useLocation, useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { PageFrame } from "../frame/PageFrame.tsx"
import { useSession } from "../session/useSession.ts"
import { routeRedirect } from "./routeRedirect.ts"
import { useDocumentTitle } from "./useDocumentTitle.ts"

/** Spec §2 routes: the domain's route table, its guards, the document title, then the framed page. */
export const PortalRoutes = () => {
  const { appName, loginInProgress } = usePortalServices()
  const [path] = useLocation()
  const search = useSearch()
  const session = useSession()
  const loggingIn = useSyncExternalStore(loginInProgress.subscribe, loginInProgress.get, loginInProgress.get)

  const match = useMemo(() => routeForPath(path), [path])
  // Read once here and handed down, so screens never parse the address themselves.
  const query = useMemo(() => frameQuery(search), [search])
  useDocumentTitle(documentTitle(match.route.crumb, appName))

  const redirect = routeRedirect(match.route, isLoggedIn(session), loggingIn)
  if (redirect !== null) return <Redirect to={redirect} replace />
  return <PageFrame match={match} query={query} appName={appName} />
}
