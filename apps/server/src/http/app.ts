import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { mediaPrefix } from "../media/catalog.ts"
import { ApiRoutes } from "./api.ts"
import { serveMedia } from "./media.ts"
import { servePortal } from "./static.ts"

/**
 * The whole product on one router: the API under /api, the generated pictures under /media, and
 * the built portal for every other path.
 */
export const appRoutes = (portalDir: string) =>
  Layer.mergeAll(
    ApiRoutes,
    HttpRouter.add("GET", `${mediaPrefix}/*`, serveMedia),
    HttpRouter.add("*", "/*", servePortal(portalDir)),
  )
