import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PublicReads } from "../cache/PublicReads.ts"
import { DownloadPage } from "../content/DownloadPage.ts"
import { MediaLibrary } from "../content/MediaLibrary.ts"
import { News } from "../content/News.ts"
import { SiteLinkReads } from "../content/SiteLinkReads.ts"
import { SocialLinks } from "../content/SocialLinks.ts"
import { pageLanguageOf } from "../pages/pageLanguage.ts"

/** The visitor's language, chosen as for a page (`?lang=`, the `lang` cookie, Accept-Language). */
const requestLanguage = Effect.map(HttpServerRequest.HttpServerRequest, pageLanguageOf)

/**
 * News, downloads with the system requirements, banners, the server information image, the media
 * pages and the social links. Both news flag pairs the portal sends (0/1 for a board's latest
 * item, 1/0 for its list) ask for the newest `count` items, so the flags choose nothing here. The
 * news lists and archive pages, downloads and banners are answered from memory (PublicReads). What
 * staff write (news, banners, policy pages) is answered in the visitor's language where staff wrote
 * it in that language, else in English.
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
        Effect.map(
          Effect.flatMap(requestLanguage, (language) => news.byId(params.id, language)),
          (item) => ({ data: Option.toArray(item) }),
        ),
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
        Effect.map(
          Effect.flatMap(requestLanguage, (language) => siteLinks.policy(params.slug, language)),
          (data) => ({ data }),
        ),
      )
  }),
)
