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
import { privacyPolicy } from "./examples/policies.ts"
import { contractGroup, described } from "./group.ts"

/** The `category` path parameter of both news lists. */
const boardParameter = { category: "The board: 0 all, 1 guides, 2 events." }

/** The example news item, as every news read answers it. */
const doubleDropWeekend = {
  id: 41,
  subject: "Double drop weekend",
  content: "<p>Drops are doubled from Friday to Sunday.</p>",
  type: 2,
  created_at: "2026-05-08T09:00:00.000Z",
  author: "GM Aria",
  img_thumbnail: "/media/uploads/7",
  IsShowThumbnail: 1,
}

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
      {
        ...boardParameter,
        count: "How many items, 1 to 100.",
        flagA: "0 or 1; the portal sends 0 for the latest item and 1 for the list.",
        flagB: "0 or 1; the portal sends 1 for the latest item and 0 for the list.",
      },
      {
        answer: {
          data: [doubleDropWeekend],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getNewsPage", "/getnewspage/:category/:page", {
    params: NewsPageParams,
    success: NewsPageResponse,
  }).annotateMerge(
    described(
      "Page through a news board",
      "One page of a board's archive, 8 items a page, newest first, with the page links. Page 1 is the board's full list; a page past the end is empty and points back to the last one.",
      { ...boardParameter, page: "The page of the archive, from 1." },
      {
        answer: {
          data: [doubleDropWeekend],
          prev_page: null,
          next_page: 2,
          last_page: 3,
          lpm1: 2,
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getSpecificNews", "/getspecificnews/:id", {
    params: NewsIdParams,
    success: NewsListResponse,
  }).annotateMerge(
    described(
      "Read one news item",
      "The item as `{ data: [NewsItem] }`; an unknown id answers `{ data: [] }`, and the portal then shows 'No news data available'.",
      { id: "The news item's id." },
      {
        answer: {
          data: [doubleDropWeekend],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getSiteBanners", "/getSiteBanners", { success: SiteBannersResponse }).annotateMerge(
    described(
      "List the banner rotator",
      "The banners switched on, in the rotator's order, each with its picture, its words (the picture's alternative text) and where it leads (or `null`).",
      {},
      {
        answer: {
          data: [
            {
              id: 3,
              img_url: "/media/uploads/12",
              title: "Season 4 starts on June 1",
              link_url: "/news?topic=41",
            },
          ],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getSystemRequirements", "/getsystemrequirements", {
    success: SystemRequirementsResponse,
  }).annotateMerge(
    described(
      "Read the System Requirement table",
      "The table's rows in order (CPU, RAM, graphics card, disk space, DirectX, connection speed, operating system), each with its minimum and recommended value.",
      {},
      {
        answer: {
          data: [
            {
              component: "cpu",
              label: "CPU",
              minimum: "Intel Core i3",
              recommended: "Intel Core i5 or better",
            },
          ],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getServerInfo", "/getserverinfo", { success: ServerInfoResponse }).annotateMerge(
    described(
      "Read the server information picture",
      "The Server information page's single image and its text alternative.",
      {},
      {
        answer: {
          data: { img_url: "/media/uploads/4", description: "Server rates: EXP x5, drop x3, gold x2." },
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getMediaAll", "/getmediaall/:kind", {
    params: MediaKindParams,
    success: MediaListResponse,
  }).annotateMerge(
    described(
      "List a media page's entries",
      "The published entries of the Gallery, Wallpaper or Movies page, newest first (an entry pinned with a lower `sort_order` first), each with its files in order. A movie with no files is still to come. Any other kind is a 400 with a readable message.",
      { kind: "The media page: `gallery`, `wallpaper` or `movie`." },
      {
        answer: {
          data: [
            {
              id: 8,
              kind: "wallpaper",
              title: "Sacred Gate",
              description: "The gate of the Sacred Gate campus at dusk.",
              img_url: "/media/uploads/21",
              files: [{ label: "1920 × 1080", url: "/media/uploads/22", width: 1920, height: 1080 }],
              created_at: "2026-04-02T08:00:00.000Z",
            },
          ],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getSocialLinks", "/getsociallinks", { success: SocialLinksResponse }).annotateMerge(
    described(
      "List the social links",
      "The published social links in the operator's order; `network` picks the drawn icon.",
      {},
      {
        answer: {
          data: [
            {
              id: 1,
              network: "discord",
              name: "Discord",
              description: "Chat with other players and the staff.",
              url: "https://discord.gg/example",
            },
          ],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getSiteLinks", "/getsitelinks", { success: SiteLinksResponse }).annotateMerge(
    described(
      "Read the frame's staff-set links",
      "Where 'Talk to an Agent' leads (`https://m.me/` until staff set it) and the policy pages staff have written so far, in order.",
      {},
      { answer: { data: { agentChatUrl: "https://m.me/", writtenPolicies: ["privacy", "terms"] } } },
    ),
  ),
  HttpApiEndpoint.get("getPolicyPage", "/getpolicypage/:slug", {
    params: PolicyPageParams,
    success: PolicyPageResponse,
  }).annotateMerge(
    described(
      "Read a policy page",
      "One of the four policy pages (`operation`, `privacy`, `cash`, `terms`); `{ data: null }` while staff have not written it. `body` is plain text, a blank line between paragraphs. An unknown slug is a 400.",
      { slug: "The policy page: `operation`, `privacy`, `cash` or `terms`." },
      {
        answer: {
          data: privacyPolicy,
        },
      },
    ),
  ),
) {}
