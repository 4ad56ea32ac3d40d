import { type DownloadItem, NewsItem, RankingsResponse, SiteBanner } from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder } from "effect/http-api"
import { afterAll, describe, expect, it } from "vitest"
import {
  apiPrefix,
  ContentGroup,
  RankingsGroup,
  RateLimit,
  RequestValidation,
  RequestValidationLive,
  TooManyRequests,
} from "../src/contract/index.ts"

/**
 * The contract's public groups served for real, to show what a client meets when its input does
 * not decode: a 400 with a readable body instead of an empty one.
 */
const PublicApi = HttpApi.make("public")
  .add(ContentGroup, RankingsGroup)
  .middleware(RequestValidation)
  .middleware(RateLimit)
  .prefix(apiPrefix)

const news = new NewsItem({
  id: 7,
  subject: "Server opening",
  content: "<p>Welcome</p>",
  type: 2,
  created_at: null,
  author: "GM",
  img_thumbnail: null,
  IsShowThumbnail: 0,
})

const ContentLive = HttpApiBuilder.group(PublicApi, "content", (handlers) =>
  handlers
    .handle("getNewsAll", ({ params }) => Effect.succeed({ data: Array(params.count).fill(news) }))
    .handle("getSpecificNews", ({ params }) => Effect.succeed({ data: params.id === news.id ? [news] : [] }))
    .handle("getDownloadsAll", () => Effect.succeed({ data: [] as Array<DownloadItem> }))
    .handle("getSiteBanners", () => Effect.succeed({ data: [new SiteBanner({ id: 1, img_url: null })] })),
)

let rankingCalls = 0
const RankingsLive = HttpApiBuilder.group(PublicApi, "rankings", (handlers) =>
  handlers.handle("getTopRankingsList", () =>
    Effect.succeed(
      new RankingsResponse({ topmmr: [], toppk: [], toplevel: [], topmoney: [], toplevelside: [] }),
    ),
  ),
)

/** Lets every request through except the rankings after the first, to show the 429 body. */
const RateLimitAfterOneRankingCall = Layer.succeed(RateLimit, (httpEffect, { endpoint }) =>
  endpoint.identifier === "getTopRankingsList"
    ? Effect.gen(function* () {
        if (rankingCalls++ > 0)
          return yield* new TooManyRequests({ message: "Too many Requests! try again later" })
        return yield* httpEffect
      })
    : httpEffect,
)

const { handler, dispose } = HttpRouter.toWebHandler(
  HttpApiBuilder.layer(PublicApi).pipe(
    Layer.provide(
      Layer.mergeAll(ContentLive, RankingsLive).pipe(
        Layer.provide([RequestValidationLive, RateLimitAfterOneRankingCall]),
      ),
    ),
    Layer.provide(HttpServer.layerServices),
  ),
  { disableLogger: true },
)
afterAll(() => dispose())

const get = async (path: string) => {
  const response = await handler(new Request(`http://portal.test${path}`))
  return { status: response.status, body: await response.json() }
}

describe("the contract served", () => {
  it("answers the spec's full news list path under the API prefix", async () => {
    const { status, body } = await get("/api/getnewsall/0/8/1/0")
    expect(status).toBe(200)
    expect(body.data).toHaveLength(8)
    expect(body.data[0].subject).toBe("Server opening")
  })

  it("answers an unknown news id with an empty list, not an error", async () => {
    expect(await get("/api/getspecificnews/99")).toEqual({ status: 200, body: { data: [] } })
  })

  it("refuses a path segment that is not a whole number with a readable 400", async () => {
    const { status, body } = await get("/api/getnewsall/0/eight/1/0")
    expect(status).toBe(400)
    expect(body.message).toBe("The request is not valid.")
    expect(Object.keys(body.errors)).toEqual(["params.count"])
  })

  it("refuses out-of-range news flags and counts", async () => {
    const { status, body } = await get("/api/getnewsall/3/500/2/0")
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(["params.category", "params.count", "params.flagA"])
  })

  it("answers throttled clients with 429 and the message", async () => {
    expect((await get("/api/get-top-rankings-list")).status).toBe(200)
    expect(await get("/api/get-top-rankings-list")).toEqual({
      status: 429,
      body: { _tag: "TooManyRequests", message: "Too many Requests! try again later" },
    })
  })
})
