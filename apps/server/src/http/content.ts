import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PublicReads } from "../cache/PublicReads.ts"
import { DownloadPage } from "../content/DownloadPage.ts"
import { MediaLibrary } from "../content/MediaLibrary.ts"
import { News } from "../content/News.ts"
import { SiteLinkReads } from "../content/SiteLinkReads.ts"
import { SocialLinks } from "../content/SocialLinks.ts"

/**
 * News, downloads with the system requirements, banners, the server information image, the media
 * pages and the social links. Both news flag pairs the portal sends (0/1 for a board's latest
 * item, 1/0 for its list) ask for the newest `count` items, so the flags choose nothing here. The
 * news lists and archive pages, downloads and banners are answered from memory (PublicReads).
 */
export const ContentHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "content",
  Effect.fn(function* (handlers) {
    const reads = yield* PublicReads
    const news = yield* News
    const downloadPage = yield* DownloadPage
    const media = yield* MediaLibrary
    const socials = yield* SocialLinks
    const siteLinks = yield* SiteLinkReads
    return handlers
      .handle("getNewsAll", ({ params }) => reads.news(params.category, params.count))
      .handle("getNewsPage", ({ params }) => reads.newsPage(params.category, params.page))
      .handle("getSpecificNews", ({ params }) =>
        Effect.map(news.byId(params.id), (item) => ({ data: Option.toArray(item) })),
      )
      .handle("getDownloadsAll", () => reads.downloads)
      .handle("getSiteBanners", () => reads.banners)
      .handle("getSystemRequirements", () =>
        Effect.map(downloadPage.systemRequirements, (data) => ({ data })),
      )
      .handle("getServerInfo", () => Effect.map(downloadPage.serverInfo, (data) => ({ data })))
      .handle("getMediaAll", ({ params }) => Effect.map(media.list(params.kind), (data) => ({ data })))
      .handle("getSocialLinks", () => Effect.map(socials.list, (data) => ({ data })))
      .handle("getSiteLinks", () => Effect.map(siteLinks.links, (data) => ({ data })))
      .handle("getPolicyPage", ({ params }) =>
        Effect.map(siteLinks.policy(params.slug), (data) => ({ data })),
      )
  }),
)
