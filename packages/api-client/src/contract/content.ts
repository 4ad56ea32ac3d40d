import { HttpApiEndpoint } from "effect/http-api"
import {
  DownloadsResponse,
  NewsIdParams,
  NewsListParams,
  NewsListResponse,
  SiteBannersResponse,
} from "../schemas/content.ts"
import { contractGroup } from "./group.ts"

/** Public reading: news, downloads and the banner rotator. */
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
) {}
