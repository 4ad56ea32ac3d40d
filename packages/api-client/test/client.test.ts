import { NewsItem } from "@gatehouse/domain"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ApiDecodeError, ApiHttpError, ApiNetworkError } from "../src/index.ts"
import { clientWith, runWithTestClock } from "./fakes.ts"

const newsJson = {
  id: 3,
  subject: "Patch notes",
  content: "<p>Fixes</p>",
  type: 1,
  created_at: "2024-05-01T10:00:00Z",
  author: "GM Ria",
  img_thumbnail: null,
  IsShowThumbnail: 1,
}

const run = runWithTestClock

describe("every request", () => {
  it("carries the JSON content type and the XHR marker", async () => {
    const { client, requests } = clientWith({ status: 200, body: { data: [] } })
    await run(client.getDownloadsAll())
    expect(requests[0]?.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
    })
  })

  it("carries the bearer token when the player is signed in, and none when signed out", async () => {
    let token: string | null = "tok-123"
    const { client, requests } = clientWith({ status: 200, body: { data: [] } }, { getToken: () => token })
    await run(client.getDownloadsAll())
    token = null
    await run(client.getDownloadsAll())
    expect(requests[0]?.headers.Authorization).toBe("Bearer tok-123")
    expect(requests[1]?.headers).not.toHaveProperty("Authorization")
  })

  it("carries the page's CSRF token when there is one, and no header when there is none", async () => {
    let csrf: string | undefined = "csrf-abc"
    const { client, requests } = clientWith({ status: 200, body: { data: [] } }, { getCsrfToken: () => csrf })
    await run(client.getDownloadsAll())
    csrf = undefined
    await run(client.getDownloadsAll())
    expect(requests[0]?.headers["X-CSRF-TOKEN"]).toBe("csrf-abc")
    expect(requests[1]?.headers).not.toHaveProperty("X-CSRF-TOKEN")
  })
})

describe("request shapes", () => {
  it("fills path parameters under the /api prefix", async () => {
    const { client, requests } = clientWith({ status: 200, body: { data: [] } })
    await run(client.getNewsAll({ category: 0, count: 8, flagA: 1, flagB: 0 }))
    expect(requests[0]).toMatchObject({ method: "GET", url: "/api/getnewsall/0/8/1/0" })
  })

  it("keeps the spec's own /api in the password check path", async () => {
    const { client, requests } = clientWith({ status: 200, body: { message: "ok" } })
    await run(client.validatePassword({ UserNum: 5, UserID: "ria", UserPass: "secret" }))
    expect(requests[0]?.url).toBe("/api/api/validate-password")
  })

  it("posts the login fields as a JSON body", async () => {
    const { client, requests } = clientWith({ status: 422, body: { message: "Invalid login" } })
    await run(Effect.flip(client.processLogin({ UserID: "ria", UserPass: "pw" })))
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/api/processlogin",
      body: { UserID: "ria", UserPass: "pw" },
    })
  })

  it("sends query calls in the query string, leaving out what is not given", async () => {
    const answer = {
      status: 200,
      body: { itemshopdata: [], prev_page: null, next_page: 2, last_page: 4, lpm1: 3 },
    }
    const { client, requests } = clientWith(answer, { baseUrl: "https://play.example/api" })
    await run(client.getItemShop({ category: 2, page: 3 }))
    await run(client.getItemShop({}))
    expect(requests.map((request) => request.url)).toEqual([
      "https://play.example/api/itemshop?category=2&page=3",
      "https://play.example/api/itemshop",
    ])
  })

  it("sends the checked cart rows as one comma-separated items value, with no body", async () => {
    const { client, requests } = clientWith({
      status: 200,
      body: { message: "Done", userPoints: 5, userPoints2: 0 },
    })
    await run(client.buyCartItem({ items: [12, 15] }))
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/api/buycartitem?items=12%2C15",
      body: undefined,
    })
  })
})

describe("answers", () => {
  it("decodes a success with the domain schemas", async () => {
    const { client } = clientWith({ status: 200, body: { data: [newsJson] } })
    const { data } = await run(client.getSpecificNews({ id: 3 }))
    expect(data[0]).toBeInstanceOf(NewsItem)
    expect(data[0]?.subject).toBe("Patch notes")
  })

  it("fails with a decode error when a success body is not the promised shape", async () => {
    const { client, events } = clientWith({ status: 200, body: { data: [{ id: "three" }] } })
    const failure = await run(Effect.flip(client.getSpecificNews({ id: 3 })))
    expect(failure).toBeInstanceOf(ApiDecodeError)
    expect(events).toEqual([])
  })

  it("fails with the status and the server's body when the call is refused", async () => {
    const { client } = clientWith({ status: 409, body: { _tag: "Conflict", message: "Code already used." } })
    const failure = await run(Effect.flip(client.processCoupon({ CouponCode: "ABC" })))
    expect(failure).toBeInstanceOf(ApiHttpError)
    expect(failure).toMatchObject({ status: 409, body: { message: "Code already used." } })
  })

  it("reads a refusal whose body is not JSON as having no server text", async () => {
    const { client } = clientWith({ status: 500 })
    const failure = await run(Effect.flip(client.getTopSales()))
    expect(failure).toMatchObject({ _tag: "ApiHttpError", status: 500, body: {} })
  })

  it("fails with a network error when nothing answers", async () => {
    const { client } = clientWith("no response")
    const failure = await run(Effect.flip(client.getSiteBanners()))
    expect(failure).toBeInstanceOf(ApiNetworkError)
    expect(failure.message).toBe("Network Error")
  })
})
