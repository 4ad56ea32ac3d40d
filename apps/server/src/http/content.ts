import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { DownloadPage } from "../content/DownloadPage.ts"
import { Downloads } from "../content/Downloads.ts"
import { MediaLibrary } from "../content/MediaLibrary.ts"
import { News } from "../content/News.ts"
import { SiteBanners } from "../content/SiteBanners.ts"
import { SocialLinks } from "../content/SocialLinks.ts"

/**
 * News, downloads with the system requirements, banners, the server information image, the media
 * pages and the social links. Both news flag pairs the portal sends (0/1 for a board's latest
 * item, 1/0 for its list) ask for the newest `count` items, so the flags choose nothing here.
 */
export const ContentHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "content",
  Effect.fn(function* (handlers) {
    const news = yield* News
    const downloads = yield* Downloads
    const banners = yield* SiteBanners
    const downloadPage = yield* DownloadPage
    const media = yield* MediaLibrary
    const socials = yield* SocialLinks
    return handlers
      .handle("getNewsAll", ({ params }) =>
        Effect.map(news.latest(params.category, params.count), (data) => ({ data })),
      )
      .handle("getSpecificNews", ({ params }) =>
        Effect.map(news.byId(params.id), (item) => ({ data: Option.toArray(item) })),
      )
      .handle("getDownloadsAll", () => Effect.map(downloads.list, (data) => ({ data })))
      .handle("getSiteBanners", () => Effect.map(banners.list, (data) => ({ data })))
      .handle("getSystemRequirements", () =>
        Effect.map(downloadPage.systemRequirements, (data) => ({ data })),
      )
      .handle("getServerInfo", () => Effect.map(downloadPage.serverInfo, (data) => ({ data })))
      .handle("getMediaAll", ({ params }) => Effect.map(media.list(params.kind), (data) => ({ data })))
      .handle("getSocialLinks", () => Effect.map(socials.list, (data) => ({ data })))
  }),
)
