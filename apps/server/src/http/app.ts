import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { Settings } from "../config.ts"
import { mediaPrefix } from "../media/catalog.ts"
import { apiRoutes } from "./api.ts"
import { healthRoute } from "./health.ts"
import { serveMedia } from "./media.ts"
import { servePortal } from "./static.ts"

/**
 * The whole product on one router: the API under /api, the generated pictures under /media, and
 * the built portal for every other path. The health check comes before the API's `/api/*` catch-all:
 * it is an operations route for proxies and orchestrators, not a call of the contract.
 */
export const appRoutes = Layer.unwrap(
  Effect.map(Effect.service(Settings), ({ portalDir }) =>
    Layer.mergeAll(
      healthRoute(),
      apiRoutes,
      HttpRouter.add("*", `${mediaPrefix}/*`, serveMedia),
      HttpRouter.add("*", "/*", servePortal(portalDir)),
    ),
  ),
)
