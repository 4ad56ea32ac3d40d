import { GatehouseApi } from "@gatehouse/api-client/contract"
import {
  currentMonthIn,
  defaultLanguage,
  GameTimeZone,
  isLanguage,
  type Language,
  seasonName,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { Downloads } from "../content/Downloads.ts"
import { News } from "../content/News.ts"
import { SiteBanners } from "../content/SiteBanners.ts"
import { sendHeld } from "../http/heldAnswers.ts"
import { etagOf } from "../http/portalFiles.ts"
import type { Payload } from "../http/sendBytes.ts"
import { pageLanguageOf } from "../pages/pageLanguage.ts"
import { Rankings } from "../rankings/Rankings.ts"
import { Shop } from "../shop/Shop.ts"
import type { ChangeTopic } from "./Changes.ts"
import { ReadCache } from "./ReadCache.ts"
import { readTopics } from "./readTopics.ts"

type Answer = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

const utf8 = new TextEncoder()

/**
 * The 200 answer of a contract endpoint, encoded with the endpoint's own success schema and
 * written as JSON the way HttpApiBuilder writes it, with a validator of its bytes. Done once per
 * cached value instead of once per request: encoding the news list cost more than everything else
 * of a cached request. Like every API answer it is never stored by a browser or proxy.
 */
const contractPayload = <Success extends Schema.Codec<unknown, unknown>>(endpoint: {
  readonly identifier: string
  readonly success: ReadonlySet<Schema.Top>
  readonly "~Success": Success
}) => {
  const [schema] = endpoint.success as ReadonlySet<Success>
  if (schema === undefined) throw new Error(`${endpoint.identifier} has no success schema`)
  const encode = Schema.encodeEffect(schema)
  return (value: Success["Type"]): Effect.Effect<Payload> =>
    Effect.map(Effect.orDie(encode(value)), (encoded): Payload => {
      const bytes = utf8.encode(JSON.stringify(encoded))
      return { bytes, etag: etagOf(bytes), contentType: "application/json", cacheControl: "no-store" }
    })
}

/** Sends a kept payload, which the next requests for the same address get from memory (http/heldAnswers.ts). */
const answered =
  (topics: ReadonlyArray<ChangeTopic>) =>
  (payload: Effect.Effect<Payload>): Answer =>
    Effect.flatMap(Effect.zip(payload, HttpServerRequest.HttpServerRequest), ([kept, request]) =>
      sendHeld(request, { payload: kept, status: 200, topics }),
    )

/**
 * Sends a kept payload of what staff write (news, banners), made in the visitor's language
 * (pages/pageLanguage.ts: `?lang=`, the `lang` cookie, Accept-Language) and held for that
 * language's visitors only.
 */
const answeredIn =
  (topics: ReadonlyArray<ChangeTopic>) =>
  (payload: (language: Language) => Effect.Effect<Payload>): Answer =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const language = pageLanguageOf(request)
      return Effect.flatMap(payload(language), (kept) =>
        sendHeld(request, { payload: kept, status: 200, topics, language }),
      )
    })

const { content, shop, rankings } = GatehouseApi.groups

/** Cache keys are strings, which compare by value; what staff write is kept once per language. */
const keyOf = (first: number, second: number, language?: Language) =>
  language === undefined ? `${first}/${second}` : `${first}/${second}/${language}`
const numbersOf = (key: string): readonly [number, number] => {
  const [first = 0, second = 0] = key.split("/").map(Number)
  return [first, second]
}
const languageOfKey = (key: string): Language => {
  const tag = key.split("/")[2] ?? ""
  return isLanguage(tag) ? tag : defaultLanguage
}

/**
 * The public reads of the portal, answered from memory (see ReadCache.ts and
 * docs/adr/0013-public-reads-from-memory.md): the news boards, downloads, banners, rankings and
 * their seasons, shop categories, shop pages and top sales. Each method gives the finished answer.
 */
export class PublicReads extends Context.Service<
  PublicReads,
  {
    readonly news: (category: number, count: number) => Answer
    /** One page of a board's archive. */
    readonly newsPage: (category: number, page: number) => Answer
    readonly downloads: Answer
    readonly banners: Answer
    /** The season's boards; the running season when none is named. */
    readonly rankings: (season: string | undefined) => Answer
    readonly rankingSeasons: Answer
    readonly shopCategories: Answer
    readonly shopPage: (category: number, page: number) => Answer
    readonly topSales: Answer
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

      const newsPayload = contractPayload(content.endpoints.getNewsAll)
      const news = yield* cache.memoize({
        topics: readTopics.getNewsAll,
        capacity: 64,
        lookup: (key: string) => {
          const [category, count] = numbersOf(key)
          return Effect.flatMap(newsService.latest(category, count, languageOfKey(key)), (data) =>
            newsPayload({ data }),
          )
        },
      })

      const newsPagePayload = contractPayload(content.endpoints.getNewsPage)
      const newsPage = yield* cache.memoize({
        topics: readTopics.getNewsPage,
        capacity: 64,
        lookup: (key: string) => {
          const [category, page] = numbersOf(key)
          return Effect.flatMap(newsService.page(category, page, languageOfKey(key)), newsPagePayload)
        },
      })

      const single = (topics: ReadonlyArray<ChangeTopic>, read: Effect.Effect<Payload>) =>
        Effect.map(cache.memoize({ topics, capacity: 1, lookup: (_: "all") => read }), (get) => get("all"))

      const downloadsPayload = contractPayload(content.endpoints.getDownloadsAll)
      const downloads = yield* single(
        readTopics.getDownloadsAll,
        Effect.flatMap(downloadsService.list, (data) => downloadsPayload({ data })),
      )

      const bannersPayload = contractPayload(content.endpoints.getSiteBanners)
      const banners = yield* cache.memoize({
        topics: readTopics.getSiteBanners,
        capacity: 8,
        lookup: (language: Language) =>
          Effect.flatMap(bannersService.list(language), (data) => bannersPayload({ data })),
      })

      const rankingsPayload = contractPayload(rankings.endpoints.getTopRankingsList)
      const boards = yield* cache.memoize({
        topics: readTopics.getTopRankingsList,
        capacity: 32,
        lookup: (season: string) => Effect.flatMap(rankingsService.top(season), rankingsPayload),
      })
      const seasonsPayload = contractPayload(rankings.endpoints.getRankingSeasons)
      // Keyed by the running season, so the turn of a month is never served from the month before.
      const seasons = yield* cache.memoize({
        topics: readTopics.getRankingSeasons,
        capacity: 2,
        lookup: (_current: string) => Effect.flatMap(rankingsService.seasons, seasonsPayload),
      })
      const runningSeason = Effect.map(currentMonthIn(yield* GameTimeZone), seasonName)

      const categoriesPayload = contractPayload(shop.endpoints.getShopCategories)
      const shopCategories = yield* single(
        readTopics.getShopCategories,
        Effect.flatMap(shopService.categories, categoriesPayload),
      )

      const pagePayload = contractPayload(shop.endpoints.getItemShop)
      const shopPage = yield* cache.memoize({
        topics: readTopics.getItemShop,
        capacity: 256,
        lookup: (key: string) => {
          const [category, page] = numbersOf(key)
          return Effect.flatMap(shopService.page(category, page), pagePayload)
        },
      })

      const topSalesPayload = contractPayload(shop.endpoints.getTopSales)
      const topSales = yield* single(
        readTopics.getTopSales,
        Effect.flatMap(shopService.topSales, (itemshopdata) => topSalesPayload({ itemshopdata })),
      )

      return PublicReads.of({
        news: (category, count) =>
          answeredIn(readTopics.getNewsAll)((language) => news(keyOf(category, count, language))),
        newsPage: (category, page) =>
          answeredIn(readTopics.getNewsPage)((language) => newsPage(keyOf(category, page, language))),
        downloads: answered(readTopics.getDownloadsAll)(downloads),
        banners: answeredIn(readTopics.getSiteBanners)(banners),
        rankings: (season) =>
          answered(readTopics.getTopRankingsList)(
            Effect.flatMap(season === undefined ? runningSeason : Effect.succeed(season), boards),
          ),
        rankingSeasons: answered(readTopics.getRankingSeasons)(Effect.flatMap(runningSeason, seasons)),
        shopCategories: answered(readTopics.getShopCategories)(shopCategories),
        shopPage: (category, page) => answered(readTopics.getItemShop)(shopPage(keyOf(category, page))),
        topSales: answered(readTopics.getTopSales)(topSales),
      })
    }),
  )
}
