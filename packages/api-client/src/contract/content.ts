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
import { contractGroup, described } from "./group.ts"

export class ContentGroup extends contractGroup(
  "content",
  "Public reading: news, downloads with the system requirements, the banner rotator, the server information image, the media pages (gallery, wallpaper, movies) and the social links.",
).add(
  HttpApiEndpoint.get("getDownloadsAll", "/getdownloadsall", { success: DownloadsResponse }).annotateMerge(
    described(
      "List the game client's downloads",
      "The download mirrors of the game client staff have switched on, in their order.",
    ),
  ),
  HttpApiEndpoint.get("getNewsAll", "/getnewsall/:category/:count/:flagA/:flagB", {
    params: NewsListParams,
    success: NewsListResponse,
  }).annotateMerge(
    described(
      "List the latest news",
      "The newest `count` published items of a board, newest first. The portal asks `0/1/0/1` for a board's latest item and `0/8/1/0` for the list; both flag combinations answer the same.",
    ),
  ),
  HttpApiEndpoint.get("getNewsPage", "/getnewspage/:category/:page", {
    params: NewsPageParams,
    success: NewsPageResponse,
  }).annotateMerge(
    described(
      "Page through a news board",
      "One page of a board's archive, 8 items a page, newest first, with the page links. Page 1 is the board's full list; a page past the end is empty and points back to the last one.",
    ),
  ),
  HttpApiEndpoint.get("getSpecificNews", "/getspecificnews/:id", {
    params: NewsIdParams,
    success: NewsListResponse,
  }).annotateMerge(
    described(
      "Read one news item",
      "The item as `{ data: [NewsItem] }`; an unknown id answers `{ data: [] }`, and the portal then shows 'No news data available'.",
    ),
  ),
  HttpApiEndpoint.get("getSiteBanners", "/getSiteBanners", { success: SiteBannersResponse }).annotateMerge(
    described(
      "List the banner rotator",
      "The banners switched on, in the rotator's order, each with its picture, its words (the picture's alternative text) and where it leads (or `null`).",
    ),
  ),
  HttpApiEndpoint.get("getSystemRequirements", "/getsystemrequirements", {
    success: SystemRequirementsResponse,
  }).annotateMerge(
    described(
      "Read the System Requirement table",
      "The table's rows in order (CPU, RAM, graphics card, disk space, DirectX, connection speed, operating system), each with its minimum and recommended value.",
    ),
  ),
  HttpApiEndpoint.get("getServerInfo", "/getserverinfo", { success: ServerInfoResponse }).annotateMerge(
    described(
      "Read the server information picture",
      "The Server information page's single image and its text alternative.",
    ),
  ),
  HttpApiEndpoint.get("getMediaAll", "/getmediaall/:kind", {
    params: MediaKindParams,
    success: MediaListResponse,
  }).annotateMerge(
    described(
      "List a media page's entries",
      "The published entries of the Gallery, Wallpaper or Movies page, newest first (an entry pinned with a lower `sort_order` first), each with its files in order. A movie with no files is still to come. Any other kind is a 400 with a readable message.",
    ),
  ),
  HttpApiEndpoint.get("getSocialLinks", "/getsociallinks", { success: SocialLinksResponse }).annotateMerge(
    described(
      "List the social links",
      "The published social links in the operator's order; `network` picks the drawn icon.",
    ),
  ),
  HttpApiEndpoint.get("getSiteLinks", "/getsitelinks", { success: SiteLinksResponse }).annotateMerge(
    described(
      "Read the frame's staff-set links",
      "Where 'Talk to an Agent' leads (`https://m.me/` until staff set it) and the policy pages staff have written so far, in order.",
    ),
  ),
  HttpApiEndpoint.get("getPolicyPage", "/getpolicypage/:slug", {
    params: PolicyPageParams,
    success: PolicyPageResponse,
  }).annotateMerge(
    described(
      "Read a policy page",
      "One of the four policy pages (`operation`, `privacy`, `cash`, `terms`); `{ data: null }` while staff have not written it. `body` is plain text, a blank line between paragraphs. An unknown slug is a 400.",
    ),
  ),
) {}
