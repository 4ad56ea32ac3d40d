import { type ChangeTopic, changeTopics } from "./Changes.ts"

/**
 * What each public read of the contract depends on, by the call's name: a change of any of these
 * topics makes its answer (and a rendered page made with it) out of date. The one place that says
 * so: the in-memory reads (PublicReads, SiteLinkReads) and the rendered pages (PageCache) read it.
 */
export const readTopics = {
  getNewsAll: ["news"],
  getNewsPage: ["news"],
  getSpecificNews: ["news"],
  getDownloadsAll: ["downloads"],
  getSystemRequirements: ["downloads"],
  getServerInfo: ["site"],
  getSiteBanners: ["banners"],
  getSocialLinks: ["site"],
  getSiteLinks: ["site"],
  getPolicyPage: ["site"],
  getShopCategories: ["shop"],
  getItemShop: ["shop"],
  // What sells best also changes when an item is listed or withdrawn.
  getTopSales: ["sales", "shop"],
  getTopRankingsList: ["rankings"],
  // Staff scheduling an event announce `site`; one passing its end drops out at the next refresh.
  getEvents: ["site"],
  // Read from the game every 30 s, on no topic: a page showing it is made again at the refresh.
  getServerStatus: [],
  getRankingSeasons: ["rankings"],
} as const satisfies Readonly<Record<string, ReadonlyArray<ChangeTopic>>>

/** The topics of a call; one not listed above may change with anything. */
export const topicsOfCall = (call: string): ReadonlyArray<ChangeTopic> =>
  (readTopics as Readonly<Record<string, ReadonlyArray<ChangeTopic>>>)[call] ?? changeTopics
