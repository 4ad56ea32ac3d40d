import { guardRedirect, type RouteEntry } from "@gatehouse/domain"

/**
 * Where the visitor is sent instead of this route, or null to show it: the domain's guards (spec §4),
 * plus /login staying closed while a login is under way (spec §2).
 */
export const routeRedirect = (
  route: RouteEntry,
  loggedIn: boolean,
  loginInProgress: boolean,
): string | null =>
  guardRedirect(route.guard, loggedIn) ?? (route.section === "login" && loginInProgress ? "/" : null)
