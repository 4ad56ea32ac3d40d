import { Schema } from "effect"
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
} from "../../schemas/content.ts"
import { PolicyPageParams, PolicyPageResponse } from "../../schemas/siteLinks.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * The content pages: news, downloads, media, the server's information, social links and policy pages.
 */
export const contentEndpoints = contractCalls({
  getDownloadsAll: {
    method: "GET",
    path: "/getdownloadsall",
    payload: "none",
    success: DownloadsResponse,
    requiresAuth: false,
  },
  getNewsAll: {
    method: "GET",
    path: "/getnewsall/:category/:count/:flagA/:flagB",
    params: Schema.Struct(NewsListParams),
    payload: "none",
    success: NewsListResponse,
    requiresAuth: false,
  },
  getNewsPage: {
    method: "GET",
    path: "/getnewspage/:category/:page",
    params: Schema.Struct(NewsPageParams),
    payload: "none",
    success: NewsPageResponse,
    requiresAuth: false,
  },
  getSpecificNews: {
    method: "GET",
    path: "/getspecificnews/:id",
    params: Schema.Struct(NewsIdParams),
    payload: "none",
    success: NewsListResponse,
    requiresAuth: false,
  },
  getSystemRequirements: {
    method: "GET",
    path: "/getsystemrequirements",
    payload: "none",
    success: SystemRequirementsResponse,
    requiresAuth: false,
  },
  getServerInfo: {
    method: "GET",
    path: "/getserverinfo",
    payload: "none",
    success: ServerInfoResponse,
    requiresAuth: false,
  },
  getMediaAll: {
    method: "GET",
    path: "/getmediaall/:kind",
    params: Schema.Struct(MediaKindParams),
    payload: "none",
    success: MediaListResponse,
    requiresAuth: false,
  },
  getSocialLinks: {
    method: "GET",
    path: "/getsociallinks",
    payload: "none",
    success: SocialLinksResponse,
    requiresAuth: false,
  },
  getPolicyPage: {
    method: "GET",
    path: "/getpolicypage/:slug",
    params: Schema.Struct(PolicyPageParams),
    payload: "none",
    success: PolicyPageResponse,
    requiresAuth: false,
  },
})
