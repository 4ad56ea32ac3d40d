import { HttpApiEndpoint } from "effect/http-api"
import { SiteBannersResponse } from "../schemas/banners.ts"
import {
  DownloadsResponse,
  MediaKindParams,
  MediaListResponse,
  NewsIdParams,
  NewsListParams,
  NewsListResponse,
  NewsPageParams,
  NewsPageResponse,
  ServerInfoResponse,
  SocialLinksResponse,
  SystemRequirementsResponse,
} from "../schemas/content.ts"
import { PolicyPageParams, PolicyPageResponse, SiteLinksResponse } from "../schemas/siteLinks.ts"
import { contractGroup } from "./group.ts"

/**
 * Public reading: news, downloads with the system requirements, the banner rotator, the server
 * information image, the media pages (gallery, wallpaper, movies) and the social links.
 */
export class ContentGroup extends contractGroup("content").add(
  HttpApiEndpoint.get("getDownloadsAll", "/getdownloadsall", { success: DownloadsResponse }),
  HttpApiEndpoint.get("getNewsAll", "/getnewsall/:category/:count/:flagA/:flagB", {
    params: NewsListParams,
    success: NewsListResponse,
  }),
  /**
   * One page of a board's archive, `newsPageSize` items a page, newest first. A page past the end is
   * empty and points back to the last one.
   */
  HttpApiEndpoint.get("getNewsPage", "/getnewspage/:category/:page", {
    params: NewsPageParams,
    success: NewsPageResponse,
  }),
  /** An unknown id answers `{ data: [] }`: the portal then shows 'No news data available'. */
  HttpApiEndpoint.get("getSpecificNews", "/getspecificnews/:id", {
    params: NewsIdParams,
    success: NewsListResponse,
  }),
  HttpApiEndpoint.get("getSiteBanners", "/getSiteBanners", { success: SiteBannersResponse }),
  HttpApiEndpoint.get("getSystemRequirements", "/getsystemrequirements", {
    success: SystemRequirementsResponse,
  }),
  HttpApiEndpoint.get("getServerInfo", "/getserverinfo", { success: ServerInfoResponse }),
  /** A kind other than gallery, wallpaper or movie answers 400 with a readable message. */
  HttpApiEndpoint.get("getMediaAll", "/getmediaall/:kind", {
    params: MediaKindParams,
    success: MediaListResponse,
  }),
  HttpApiEndpoint.get("getSocialLinks", "/getsociallinks", { success: SocialLinksResponse }),
  /** Where the frame's staff-set links lead: the messenger, and the policy pages written so far. */
  HttpApiEndpoint.get("getSiteLinks", "/getsitelinks", { success: SiteLinksResponse }),
  /** A policy page; `{ data: null }` while staff have not written it, 400 for an unknown slug. */
  HttpApiEndpoint.get("getPolicyPage", "/getpolicypage/:slug", {
    params: PolicyPageParams,
    success: PolicyPageResponse,
  }),
) {}
