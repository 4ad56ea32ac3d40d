import { Context, Effect } from "effect"
import { HttpRouter } from "effect/http"

/**
 * The route template a request matched (`/api/getnewsall/:category`), written by the router's
 * route middleware below into a holder the request's observer gives it. The template, not the
 * path, names the request in metrics: a scan of a million random paths still matches a handful
 * of templates.
 */
export interface MatchedRouteHolder {
  template: string | undefined
}

/** The current request's holder; absent outside an observed request. */
export const MatchedRoute = Context.Reference<MatchedRouteHolder | undefined>(
  "gatehouse/server/MatchedRoute",
  {
    defaultValue: () => undefined,
  },
)

/**
 * Route middleware that records the matched route's template. It runs inside the route, where the
 * router has put its RouteContext, and costs one lookup and one assignment per request.
 */
export const recordMatchedRoute = HttpRouter.middleware((route) =>
  Effect.withFiber((fiber) => {
    const holder = fiber.getRef(MatchedRoute)
    if (holder !== undefined) {
      const matched = Context.getOrUndefined(fiber.context, HttpRouter.RouteContext)
      if (matched !== undefined) holder.template = matched.route.path
    }
    return route
  }),
).layer
