import {
  type DownloadItem,
  MyRankingsResponse,
  NewsItem,
  RankingsResponse,
  SiteBanner,
} from "@gatehouse/domain"
import { Effect, Layer, Redacted } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApi, HttpApiBuilder } from "effect/http-api"
import { afterAll, describe, expect, it } from "vitest"
import {
  Authorization,
  apiPrefix,
  ContentGroup,
  CouponsGroup,
  CurrentUser,
  RankingsGroup,
  RateLimit,
  RequestValidation,
  RequestValidationLive,
  TooManyRequests,
  Unauthorized,
} from "../src/contract/index.ts"

/**
 * Some of the contract's groups served for real, to show what a client meets when its input does
 * not decode: a 400 with a readable body instead of an empty one.
 */
const PublicApi = HttpApi.make("public")
  .add(ContentGroup, RankingsGroup, CouponsGroup)
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
    .handle("getNewsPage", ({ params }) =>
      Effect.succeed({ data: [news], prev_page: null, next_page: null, last_page: params.page, lpm1: 0 }),
    )
    .handle("getSpecificNews", ({ params }) => Effect.succeed({ data: params.id === news.id ? [news] : [] }))
    .handle("getDownloadsAll", () => Effect.succeed({ data: [] as Array<DownloadItem> }))
    .handle("getSiteBanners", () => Effect.succeed({ data: [new SiteBanner({ id: 1, img_url: null })] }))
    .handle("getSystemRequirements", () => Effect.succeed({ data: [] }))
    .handle("getServerInfo", () =>
      Effect.succeed({ data: { img_url: "/media/info/server.svg", description: "Server rates" } }),
    )
    .handle("getMediaAll", () => Effect.succeed({ data: [] }))
    .handle("getSocialLinks", () => Effect.succeed({ data: [] }))
    .handle("getSiteLinks", () =>
      Effect.succeed({ data: { agentChatUrl: "https://m.me/", writtenPolicies: [] } }),
    )
    .handle("getPolicyPage", () => Effect.succeed({ data: null })),
)

let rankingCalls = 0
const RankingsLive = HttpApiBuilder.group(PublicApi, "rankings", (handlers) =>
  handlers
    .handle("getTopRankingsList", () =>
      Effect.succeed(
        new RankingsResponse({ topmmr: [], toppk: [], toplevel: [], topmoney: [], toplevelside: [] }),
      ),
    )
    .handle("getRankingSeasons", () => Effect.succeed({ current: "2026-05", archives: ["2026-04"] }))
    .handle("getMyRankings", () => Effect.succeed(new MyRankingsResponse({ characters: [] }))),
)

const CouponsLive = HttpApiBuilder.group(PublicApi, "coupons", (handlers) =>
  handlers.handle("processCoupon", ({ payload }) =>
    Effect.gen(function* () {
      const user = yield* CurrentUser
      return {
        message: `${payload.CouponCode} redeemed for ${user.UserID}`,
        status: 1,
        couponcode: payload.CouponCode,
        userPoints: 100,
        userPoints2: 0,
      }
    }),
  ),
)

/** Accepts the single token "good-token". */
const AuthorizationForTest = Layer.succeed(Authorization, {
  bearer: (httpEffect, { credential }) =>
    Redacted.value(credential) === "good-token"
      ? Effect.provideService(httpEffect, CurrentUser, { UserNum: 1, UserID: "ria", UserType: 0 })
      : Effect.fail(new Unauthorized({ message: "Please log in." })),
})

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
      Layer.mergeAll(ContentLive, RankingsLive, CouponsLive).pipe(
        Layer.provide([RequestValidationLive, RateLimitAfterOneRankingCall, AuthorizationForTest]),
      ),
    ),
    Layer.provide(HttpServer.layerServices),
  ),
  { disableLogger: true },
)
afterAll(() => dispose())

const send = async (path: string, init?: RequestInit) => {
  const response = await handler(new Request(`http://portal.test${path}`, init))
  return { status: response.status, body: await response.json() }
}
const get = (path: string) => send(path)
const redeem = (body: unknown, token?: string) =>
  send("/api/processCoupon", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

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

  it("lists a media page by its kind and refuses any other kind with a readable 400", async () => {
    expect(await get("/api/getmediaall/wallpaper")).toEqual({ status: 200, body: { data: [] } })
    const { status, body } = await get("/api/getmediaall/music")
    expect(status).toBe(400)
    expect(body.message).toBe("The request is not valid.")
    expect(Object.keys(body.errors)).toEqual(["params.kind"])
  })

  it("answers throttled clients with 429 and the message", async () => {
    expect((await get("/api/get-top-rankings-list")).status).toBe(200)
    expect(await get("/api/get-top-rankings-list")).toEqual({
      status: 429,
      body: { _tag: "TooManyRequests", message: "Too many Requests! try again later" },
    })
  })

  it("answers a signed-in call without a valid token with 401 and the message", async () => {
    expect(await redeem({ CouponCode: "ABC" })).toEqual({
      status: 401,
      body: { _tag: "Unauthorized", message: "Please log in." },
    })
    expect((await redeem({ CouponCode: "ABC" }, "stolen")).status).toBe(401)
  })

  it("serves a signed-in call to its player", async () => {
    const { status, body } = await redeem({ CouponCode: "ABC", ReferralCode: null }, "good-token")
    expect(status).toBe(200)
    expect(body).toMatchObject({ message: "ABC redeemed for ria", userPoints: 100 })
  })

  it("names every bad body field in the 400", async () => {
    const { status, body } = await redeem({ ReferralCode: 7 }, "good-token")
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(["payload.CouponCode", "payload.ReferralCode"])
  })
})
