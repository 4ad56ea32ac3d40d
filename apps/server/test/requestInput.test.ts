import { assert, layer } from "@effect/vitest"
import { loneSurrogateMessage, nulCharacterMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { demoCoupons } from "../src/seed/coupons.ts"
import { api, balancesOf, countWhere, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { auditCount, staffTokens } from "./support/staff.ts"

/**
 * Numbers in paths and queries are plain decimal digits (docs/api.md). JavaScript's `Number` also
 * reads `0x1`, ` 1`, `1e0` and `1.0` as 1; each of those is refused before anything happens, so an
 * item, a page or a player answers to exactly one spelling.
 */
const otherSpellingsOfOne = ["0x1", "%201", "1%20", "1e0", "1.0", "+1", "0b1", ""]

layer(testServer())("numbers and text in requests", (it) => {
  it.effect("a buy whose item number is not written in digits is a 400 and takes nothing", () =>
    Effect.gen(function* () {
      const player = yield* newPlayer({ rcoin: "1000", milleage: "1000" })
      const before = yield* balancesOf(player.userNum)
      for (const spelling of otherSpellingsOfOne) {
        const response = yield* api("POST", `/buyitem?productnum=${spelling}`, { token: player.token })
        assert.strictEqual(response.status, 400, `productnum=${spelling}`)
        assert.strictEqual(response.json()._tag, "InvalidRequest")
        assert.property(response.json().errors, "query.productnum")
      }
      assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      assert.strictEqual(yield* countWhere("purchases", player.userNum), 0)
    }),
  )

  it.effect("public reads refuse other spellings of a page or a news id the same way", () =>
    Effect.gen(function* () {
      for (const spelling of otherSpellingsOfOne.filter((text) => text !== "")) {
        const page = yield* api("GET", `/itemshop?page=${spelling}`)
        assert.strictEqual(page.status, 400, `page=${spelling}`)
        const news = yield* api("GET", `/getspecificnews/${spelling}`)
        assert.strictEqual(news.status, 400, `getspecificnews/${spelling}`)
      }
      assert.strictEqual((yield* api("GET", "/itemshop?page=1")).status, 200)
      assert.strictEqual((yield* api("GET", "/getspecificnews/1")).status, 200)
    }),
  )

  it.effect(
    "a code or referral code with a NUL character is a 400 naming the field, and redeems nothing",
    () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const before = yield* balancesOf(player.userNum)
        const code = demoCoupons[0]?.code ?? ""
        const attempts = [
          { CouponCode: `${code}\u0000`, field: "payload.CouponCode" },
          { CouponCode: code, ReferralCode: "STREAM\u0000ER", field: "payload.ReferralCode" },
        ]
        for (const { field, ...body } of attempts) {
          const response = yield* api("POST", "/processCoupon", { token: player.token, body })
          assert.strictEqual(response.status, 400, field)
          assert.deepStrictEqual(response.json().errors[field], [nulCharacterMessage])
        }
        assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      }),
  )

  it.effect(
    "staff text with a NUL character or a lone surrogate is a 400 naming the field, and changes nothing",
    () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const before = yield* auditCount
        const nul = [nulCharacterMessage]
        const surrogate = [loneSurrogateMessage]
        const attempts: ReadonlyArray<{
          readonly method: "GET" | "POST"
          readonly path: string
          readonly body?: unknown
          readonly field: string
          readonly messages: ReadonlyArray<string>
        }> = [
          { method: "GET", path: "/staff/audit?staff=a%00b", field: "query.staff", messages: nul },
          { method: "GET", path: "/staff/audit?action=a%00b", field: "query.action", messages: nul },
          { method: "GET", path: "/staff/audit?target=a%00b", field: "query.target", messages: nul },
          { method: "GET", path: "/staff/players?q=a%00b", field: "query.q", messages: nul },
          { method: "GET", path: "/staff/players/record?user=a%00b", field: "query.user", messages: nul },
          { method: "GET", path: "/staff/players/ledger?user=a%00b", field: "query.user", messages: nul },
          { method: "GET", path: "/staff/tickets?text=a%00b", field: "query.text", messages: nul },
          { method: "GET", path: "/staff/shop/items?text=a%00b", field: "query.text", messages: nul },
          ...[
            ["/staff/players/adjust", { currency: "rcoin", amount: "1", reason: "Fix" }],
            ["/staff/players/block", { reason: "Cheating" }],
            ["/staff/players/unblock", {}],
            ["/staff/players/cancel-item", { purKey: 1 }],
            ["/staff/players/staff-level", { level: "player" }],
          ].map(([path, rest]) => ({
            method: "POST" as const,
            path: String(path),
            body: { user: "demo\u0000hero", ...(rest as object) },
            field: "payload.user",
            messages: nul,
          })),
          {
            method: "POST",
            path: "/staff/uploads",
            body: { fileName: "banner\u0000.png", data: "" },
            field: "payload.fileName",
            messages: nul,
          },
          {
            method: "POST",
            path: "/staff/uploads",
            body: { fileName: "banner\ud800.png", data: "" },
            field: "payload.fileName",
            messages: surrogate,
          },
          {
            method: "POST",
            path: "/staff/shop/categories/create",
            body: { category_name: "Mounts\u0000" },
            field: "payload.category_name",
            messages: nul,
          },
          {
            method: "POST",
            path: "/staff/content/settings/save",
            body: {
              serverInfoImage: "/media/info.png",
              serverInfoDescription: "Map\udc00",
              agentChatUrl: "",
            },
            field: "payload.serverInfoDescription",
            messages: surrogate,
          },
          {
            method: "POST",
            path: "/staff/content/policies/save",
            body: { slug: "operation", body: "Rules\ud800" },
            field: "payload.body",
            messages: surrogate,
          },
        ]
        for (const { method, path, body, field, messages } of attempts) {
          const response = yield* api(method, path, { token: administrator, body })
          assert.strictEqual(response.status, 400, `${method} ${path}`)
          assert.deepStrictEqual(response.json().errors[field], messages, `${method} ${path}`)
        }
        assert.strictEqual(yield* auditCount, before, "nothing was changed, so nothing was audited")
      }),
  )
})
