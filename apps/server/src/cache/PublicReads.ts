import { GatehouseApi } from "@gatehouse/api-client/contract"
import { currentManilaMonth, seasonName } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { HttpServerResponse } from "effect/http"
import { Downloads } from "../content/Downloads.ts"
import { News } from "../content/News.ts"
import { SiteBanners } from "../content/SiteBanners.ts"
import { Rankings } from "../rankings/Rankings.ts"
import { Shop } from "../shop/Shop.ts"
import type { ChangeTopic } from "./Changes.ts"
import { ReadCache } from "./ReadCache.ts"
import { readTopics } from "./readTopics.ts"

type Answer = HttpServerResponse.HttpServerResponse

const utf8 = new TextEncoder()

/**
 * The 200 answer of a contract endpoint, encoded with the endpoint's own success schema and
 * written as JSON the way HttpApiBuilder writes it. Done once per cached value instead of once per
 * request: encoding the news list cost more than everything else of a cached request.
 */
const contractAnswer = <Success extends Schema.Codec<unknown, unknown>>(endpoint: {
  readonly identifier: string
  readonly success: ReadonlySet<Schema.Top>
  readonly "~Success": Success
}) => {
  const [schema] = endpoint.success as ReadonlySet<Success>
  if (schema === undefined) throw new Error(`${endpoint.identifier} has no success schema`)
  const encode = Schema.encodeEffect(schema)
  return (value: Success["Type"]): Effect.Effect<Answer> =>
    Effect.map(Effect.orDie(encode(value)), (encoded) =>
      HttpServerResponse.uint8Array(utf8.encode(JSON.stringify(encoded)), {
        contentType: "application/json",
      }),
    )
}

const { content, shop, rankings } = GatehouseApi.groups

/** Cache keys are strings, which compare by value. */
const keyOf = (first: number, second: number) => `${first}/${second}`
const numbersOf = (key: string): readonly [number, number] => {
  const [first = 0, second = 0] = key.split("/").map(Number)
  return [first, second]
}

/**
 * The public reads of the portal, answered from memory (see ReadCache.ts and
 * docs/adr/0013-public-reads-from-memory.md): the news boards, downloads, banners, rankings and
 * their seasons, shop categories, shop pages and top sales. Each method gives the finished answer.
 */
export class PublicReads extends Context.Service<
  PublicReads,
  {
    readonly news: (category: number, count: number) => Effect.Effect<Answer>
    /** One page of a board's archive. */
    readonly newsPage: (category: number, page: number) => Effect.Effect<Answer>
    readonly downloads: Effect.Effect<Answer>
    readonly banners: Effect.Effect<Answer>
    /** The season's boards; the running season when none is named. */
    readonly rankings: (season: string | undefined) => Effect.Effect<Answer>
    readonly rankingSeasons: Effect.Effect<Answer>
    readonly shopCategories: Effect.Effect<Answer>
    readonly shopPage: (category: number, page: number) => Effect.Effect<Answer>
    readonly topSales: Effect.Effect<Answer>
  }
>()("gatehouse/server/PublicReads") {
  static readonly layer = Layer.effect(
    PublicReads,
    Effect.gen(function* () {
      const cache = yield* ReadCache
      const newsService = yield* News
      const downloadsService = yield* Downloads
      const bannersService = yield* SiteBanners
      const rankingsService = yield* Rankings
      const shopService = yield* Shop

      const newsAnswer = contractAnswer(content.endpoints.getNewsAll)
      const news = yield* cache.memoize({
        topics: readTopics.getNewsAll,
        capacity: 64,
        lookup: (key: string) => {
          const [category, count] = numbersOf(key)
          return Effect.flatMap(newsService.latest(category, count), (data) => newsAnswer({ data }))
        },
      })

      const newsPageAnswer = contractAnswer(content.endpoints.getNewsPage)
      const newsPage = yield* cache.memoize({
        topics: readTopics.getNewsPage,
        capacity: 64,
        lookup: (key: string) => {
          const [category, page] = numbersOf(key)
          return Effect.flatMap(newsService.page(category, page), newsPageAnswer)
        },
      })

      const single = (topics: ReadonlyArray<ChangeTopic>, read: Effect.Effect<Answer>) =>
        Effect.map(cache.memoize({ topics, capacity: 1, lookup: (_: "all") => read }), (get) => get("all"))

      const downloadsAnswer = contractAnswer(content.endpoints.getDownloadsAll)
      const downloads = yield* single(
        readTopics.getDownloadsAll,
        Effect.flatMap(downloadsService.list, (data) => downloadsAnswer({ data })),
      )

      const bannersAnswer = contractAnswer(content.endpoints.getSiteBanners)
      const banners = yield* single(
        readTopics.getSiteBanners,
        Effect.flatMap(bannersService.list, (data) => bannersAnswer({ data })),
      )

      const rankingsAnswer = contractAnswer(rankings.endpoints.getTopRankingsList)
      const boards = yield* cache.memoize({
        topics: readTopics.getTopRankingsList,
        capacity: 32,
        lookup: (season: string) => Effect.flatMap(rankingsService.top(season), rankingsAnswer),
      })
      const seasonsAnswer = contractAnswer(rankings.endpoints.getRankingSeasons)
      // Keyed by the running season, so the turn of a month is never served from the month before.
      const seasons = yield* cache.memoize({
        topics: readTopics.getRankingSeasons,
        capacity: 2,
        lookup: (_current: string) => Effect.flatMap(rankingsService.seasons, seasonsAnswer),
      })
      const runningSeason = Effect.map(currentManilaMonth, seasonName)

      const categoriesAnswer = contractAnswer(shop.endpoints.getShopCategories)
      const shopCategories = yield* single(
        readTopics.getShopCategories,
        Effect.flatMap(shopService.categories, categoriesAnswer),
      )

      const pageAnswer = contractAnswer(shop.endpoints.getItemShop)
      const shopPage = yield* cache.memoize({
        topics: readTopics.getItemShop,
        capacity: 256,
        lookup: (key: string) => {
          const [category, page] = numbersOf(key)
          return Effect.flatMap(shopService.page(category, page), pageAnswer)
        },
      })

      const topSalesAnswer = contractAnswer(shop.endpoints.getTopSales)
      const topSales = yield* single(
        readTopics.getTopSales,
        Effect.flatMap(shopService.topSales, (itemshopdata) => topSalesAnswer({ itemshopdata })),
      )

      return PublicReads.of({
        news: (category, count) => news(keyOf(category, count)),
        newsPage: (category, page) => newsPage(keyOf(category, page)),
        downloads,
        banners,
        rankings: (season) =>
          Effect.flatMap(season === undefined ? runningSeason : Effect.succeed(season), boards),
        rankingSeasons: Effect.flatMap(runningSeason, seasons),
        shopCategories,
        shopPage: (category, page) => shopPage(keyOf(category, page)),
        topSales,
      })
    }),
  )
}
