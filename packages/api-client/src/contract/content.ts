import { HttpApiEndpoint } from "effect/http-api"
import {
  DownloadsResponse,
  NewsIdParams,
  NewsListParams,
  NewsListResponse,
  ServerInfoResponse,
  SiteBannersResponse,
  SystemRequirementsResponse,
} from "../schemas/content.ts"
import { contractGroup } from "./group.ts"

/**
 * Public reading: news, downloads with the system requirements, the banner rotator and the server
 * information image.
 */
export class ContentGroup extends contractGroup("content").add(
  HttpApiEndpoint.get("getDownloadsAll", "/getdownloadsall", { success: DownloadsResponse }),
  HttpApiEndpoint.get("getNewsAll", "/getnewsall/:category/:count/:flagA/:flagB", {
    params: NewsListParams,
    success: NewsListResponse,
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
) {}
