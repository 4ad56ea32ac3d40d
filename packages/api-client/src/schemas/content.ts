import { DownloadItem, MediaEntry, mediaKinds, NewsItem, PageFields, SocialLink } from "@gatehouse/domain"
import { Schema } from "effect"
import { FlagFromString, NaturalFromString, NewsCountFromString, PageNumberFromString } from "./fields.ts"

/** The news categories a path may name: 0 all, 1 guides, 2 events. */
export const newsCategories = [0, 1, 2] as const

/**
 * GET /getnewsall/:category/:count/:flagA/:flagB. Latest lists ask `0/1/0/1`, full lists `0/8/1/0`;
 * the flags are 0 or 1.
 */
export const NewsListParams = {
  category: NaturalFromString.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2 }))),
  count: NewsCountFromString,
  flagA: FlagFromString,
  flagB: FlagFromString,
} as const

/** GET /getnewspage/:category/:page: one page of a board's archive. */
export const NewsPageParams = {
  category: NewsListParams.category,
  page: PageNumberFromString,
} as const

/** A page of a board's archive, newest first, with the paged lists' fields (spec §3). */
export const NewsPageResponse = Schema.Struct({ data: Schema.Array(NewsItem), ...PageFields })
export type NewsPageResponse = typeof NewsPageResponse.Type

/** GET /getspecificnews/:id */
export const NewsIdParams = { id: NaturalFromString } as const

/** News lists and the single news item both come as `{ data: [...] }`; a missing item is `[]`. */
export const NewsListResponse = Schema.Struct({ data: Schema.Array(NewsItem) })
export type NewsListResponse = typeof NewsListResponse.Type

/** GET /getdownloadsall */
export const DownloadsResponse = Schema.Struct({ data: Schema.Array(DownloadItem) })
export type DownloadsResponse = typeof DownloadsResponse.Type

/**
 * One row of the download page's System Requirement table (spec §2): `component` is a stable key,
 * `label` the text of the row's first column.
 */
export const SystemRequirement = Schema.Struct({
  component: Schema.String,
  label: Schema.String,
  minimum: Schema.String,
  recommended: Schema.String,
})
export type SystemRequirement = typeof SystemRequirement.Type

/** GET /getsystemrequirements: the rows in the order the table shows them. */
export const SystemRequirementsResponse = Schema.Struct({ data: Schema.Array(SystemRequirement) })
export type SystemRequirementsResponse = typeof SystemRequirementsResponse.Type

/** GET /getserverinfo: the single image of the Server information page and its text alternative. */
export const ServerInfoResponse = Schema.Struct({
  data: Schema.Struct({ img_url: Schema.String, description: Schema.String }),
})
export type ServerInfoResponse = typeof ServerInfoResponse.Type

/** GET /getmediaall/:kind: which media page to list; any other kind is refused with 400. */
export const MediaKindParams = { kind: Schema.Literals(mediaKinds) } as const

/** GET /getmediaall/:kind: the published entries of one media page, newest first, files in order. */
export const MediaListResponse = Schema.Struct({ data: Schema.Array(MediaEntry) })
export type MediaListResponse = typeof MediaListResponse.Type

/** GET /getsociallinks: the published community pages in the order the Socials page shows them. */
export const SocialLinksResponse = Schema.Struct({ data: Schema.Array(SocialLink) })
export type SocialLinksResponse = typeof SocialLinksResponse.Type
