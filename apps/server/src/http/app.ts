import { defaultTimeZone } from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { Changes } from "../cache/Changes.ts"
import { ReadCache } from "../cache/ReadCache.ts"
import { Settings } from "../config.ts"
import { allNewsCategory, News } from "../content/News.ts"
import { mediaPrefix } from "../media/catalog.ts"
import { recordMatchedRoute } from "../observability/matchedRoute.ts"
import { PageCache } from "../pages/PageCache.ts"
import { loadPageRenderer } from "../pages/pageRenderer.ts"
import { publicOriginOf } from "../pages/publicOrigin.ts"
import { Uploads, uploadsPath } from "../staff/Uploads.ts"
import { apiRoutes } from "./api.ts"
import { healthRoute } from "./health.ts"
import { serveMedia } from "./media.ts"
import { servePortal } from "./static.ts"
import { serveUpload } from "./uploads.ts"

/** How many of the newest articles the sitemap lists; far below the 50 000 a sitemap may hold. */
const sitemapArticleLimit = 1000

/**
 * The whole product on one router: the API under /api, the generated pictures under /media (the
 * uploaded ones under /media/uploads), and the built portal for every other path. The health check comes before the API's `/api/*` catch-all:
 * it is an operations route for proxies and orchestrators, not a call of the contract.
 */
export const appRoutes = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* Settings
    const news = yield* News
    const uploads = yield* Uploads
    const timeZone = settings.timeZone ?? defaultTimeZone
    const pages = {
      cache: yield* PageCache,
      timeZone,
      originOf: publicOriginOf(settings),
      articleById: news.byId,
      listedArticles: news.latest(allNewsCategory, sitemapArticleLimit),
      render: loadPageRenderer(settings.portalDir, timeZone),
    }
    return Layer.mergeAll(
      healthRoute(),
      apiRoutes,
      HttpRouter.add("*", `${uploadsPath}/*`, serveUpload(uploads)),
      HttpRouter.add("*", `${mediaPrefix}/*`, serveMedia),
      HttpRouter.add("*", "/*", servePortal(settings.portalDir, pages)),
    ).pipe(Layer.provide(recordMatchedRoute))
  }),
).pipe(
  Layer.provide([
    News.layer,
    Uploads.layer,
    PageCache.layer.pipe(Layer.provide([ReadCache.withChanges, Changes.layer])),
  ]),
)
