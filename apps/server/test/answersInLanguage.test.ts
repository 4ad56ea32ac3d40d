import { assert, describe, layer } from "@effect/vitest"
import { validationMessages } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { accountMessages, fieldMessages } from "../src/accounts/messages.ts"
import { purchaseMessages } from "../src/cart/Purchases.ts"
import { couponMessages } from "../src/coupons/Coupons.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { call as callAs, everyFieldWrong, registration } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { newPlayer, newShopItem } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

/** How a visitor names Filipino: the picker's cookie, or a browser set to Filipino. */
const asked = {
  english: {},
  cookie: { cookie: "lang=fil" },
  browser: { "accept-language": "fil-PH,fil;q=0.9,en;q=0.5" },
} as const

type Asked = keyof typeof asked

const call = (
  language: Asked,
  method: "GET" | "POST",
  path: string,
  options: { readonly body?: unknown; readonly token?: string } = {},
) => callAs(method, path, { ...options, headers: asked[language] })

let codes = 0
const newCode = (rcoin: string, milleage: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    codes += 1
    const code = `LANG-${process.pid % 1000}-${codes}`
    yield* sql`INSERT INTO coupons (code, rcoin_value, milleage_value) VALUES (${code}, ${rcoin}, ${milleage})`
    return code
  }).pipe(Effect.orDie)

describe(`the server's answers in the visitor's language, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect(
      "a refused login is in Filipino by cookie or by browser, and English otherwise, word for word",
      () =>
        Effect.gen(function* () {
          const body = { UserID: demoPlayer.userId, UserPass: "not-the-password" }
          for (const language of ["cookie", "browser"] as const) {
            const refused = yield* call(language, "POST", "/processlogin", { body })
            assert.strictEqual(refused.status, 422)
            assert.strictEqual(refused.headers["content-language"], "fil")
            assert.deepStrictEqual(refused.json(), {
              _tag: "ValidationFailed",
              message: "Mali ang User ID o Password.",
            })
          }
          const welcomed = yield* call("cookie", "POST", "/processlogin", {
            body: { UserID: demoPlayer.userId, UserPass: demoPlayer.password },
          })
          assert.strictEqual(welcomed.status, 200)
          assert.strictEqual(welcomed.json().data.message, "Matagumpay ang login.")
          assert.strictEqual(welcomed.json().data.user.UserID, demoPlayer.userId)
          const english = yield* call("english", "POST", "/processlogin", { body })
          assert.strictEqual(
            english.text,
            JSON.stringify({ _tag: "ValidationFailed", message: accountMessages.loginFailed }),
          )
          assert.isUndefined(english.headers["content-language"])
        }),
    )

    it.effect("a code that is unknown, then one already used, and a redeemed one with its values", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer()
        const unknown = yield* call("cookie", "POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: "NO-SUCH-CODE" },
        })
        assert.strictEqual(unknown.status, 404)
        assert.strictEqual(
          unknown.json().message,
          "Hindi valid ang code na ito. Pakitingnan ulit: case-sensitive ang mga code.",
        )

        const code = yield* newCode("500.00", "50.00")
        const redeemed = yield* call("browser", "POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code },
        })
        assert.strictEqual(redeemed.status, 200)
        assert.strictEqual(redeemed.headers["content-language"], "fil")
        assert.deepInclude(redeemed.json(), {
          message: `Na-redeem ang code na ${code}! Nadagdag sa iyong balance ang 500.00 R-Coin at 50.00 Milleage.`,
          status: 1,
          couponcode: code,
        })
        const again = yield* call("cookie", "POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code },
        })
        assert.deepStrictEqual(again.json(), { _tag: "Conflict", message: "Nagamit na ang code na ito." })

        const english = yield* call("english", "POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code },
        })
        assert.deepStrictEqual(english.json(), { _tag: "Conflict", message: couponMessages.used })
        const onlyCoins = yield* newCode("100.00", "0.00")
        const redeemedInEnglish = yield* call("english", "POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: onlyCoins },
        })
        assert.strictEqual(
          redeemedInEnglish.json().message,
          `Code ${onlyCoins} redeemed! 100.00 R-Coin added to your balance.`,
        )
      }),
    )

    it.effect(
      "a registration with a taken user ID, then with broken fields: the sentence and every field's line",
      () =>
        Effect.gen(function* () {
          const taken = registration({ userId: demoPlayer.userId, userEmail: "someone.new@example.com" })
          const refused = yield* call("cookie", "POST", "/register", { body: taken })
          assert.strictEqual(refused.status, 409)
          assert.strictEqual(refused.json().message, "May gumagamit na ng User ID na iyan. Pumili ng iba.")
          const english = yield* call("english", "POST", "/register", { body: taken })
          assert.strictEqual(english.json().message, accountMessages.userIdTaken)

          const broken = registration({
            userId: "way-too-long-user-id-here",
            userPassword: "abc",
            userPasswordConfirm: "abd",
            userEmail: "",
            agreeTerms: false,
          })
          const lines = yield* call("browser", "POST", "/register", { body: broken })
          assert.strictEqual(lines.status, 422)
          const answer = lines.json()
          assert.strictEqual(answer.message, "Pakiayos ang mga sumusunod at subukan ulit.")
          assert.deepInclude(answer.errors, {
            userId: [
              "Hanggang 20 character lang ang User ID.",
              "Letra, numero at underscore lang ang puwede sa User ID.",
            ],
            userEmail: ["Kailangan ang Email."],
            agreeTerms: ["Kailangan mong sumang-ayon sa terms and conditions."],
          })
          assert.deepStrictEqual(answer.errors.userPassword, [
            "Dapat hindi bababa sa 8 character ang Password.",
          ])

          const inEnglish = (yield* call("english", "POST", "/register", { body: broken })).json()
          assert.strictEqual(inEnglish.message, accountMessages.registrationRejected)
          assert.deepInclude(inEnglish.errors, {
            userId: [fieldMessages.userIdTooLong, fieldMessages.userIdCharacters],
            userEmail: [validationMessages.emailRequired],
            agreeTerms: [fieldMessages.termsRequired],
          })
        }),
    )

    it.effect("a purchase with too low a balance", () =>
      Effect.gen(function* () {
        const dear = yield* newShopItem("60.00")
        const player = yield* newPlayer({ rcoin: "10.00" })
        const refused = yield* call("cookie", "POST", `/buyitem?productnum=${dear}`, { token: player.token })
        assert.strictEqual(refused.status, 409)
        assert.deepStrictEqual(refused.json(), {
          _tag: "Conflict",
          message: "Kulang ang balance: wala kang sapat na R-Coin o Milleage para sa pagbiling ito.",
        })
        const english = yield* call("english", "POST", `/buyitem?productnum=${dear}`, { token: player.token })
        assert.deepStrictEqual(english.json(), { _tag: "Conflict", message: purchaseMessages.insufficient })
      }),
    )

    it.effect("an answer the server compresses is said in Filipino first", () =>
      Effect.gen(function* () {
        // Every field wrong: an answer over the size the server starts compressing at.
        const compressed = yield* callAs("POST", "/register", {
          body: everyFieldWrong,
          headers: { "accept-encoding": "br", cookie: "lang=fil" },
        })
        assert.strictEqual(compressed.headers["content-encoding"], "br")
        assert.strictEqual(compressed.headers["content-language"], "fil")
        assert.deepInclude(compressed.json().errors, { userId: ["Kailangan ang Username."] })
      }),
    )

    it.effect("a staff call answers in English, like the console", () =>
      Effect.gen(function* () {
        const refused = yield* call("cookie", "GET", "/staff/overview")
        assert.strictEqual(refused.status, 401)
        assert.strictEqual(refused.json().message, "Please log in to continue.")
        assert.isUndefined(refused.headers["content-language"])
      }),
    )

    it.effect("a call that needs a session, and one the HTTP layer answers itself", () =>
      Effect.gen(function* () {
        const guest = yield* call("cookie", "GET", "/shopcart?usernum=1")
        assert.strictEqual(guest.status, 401)
        assert.strictEqual(guest.json().message, "Mag-login para makapagpatuloy.")
        const nowhere = yield* call("cookie", "GET", "/no-such-call")
        assert.strictEqual(nowhere.status, 404)
        assert.strictEqual(nowhere.json().message, "There is no API call GET /api/no-such-call.")
      }),
    )
  })
})
