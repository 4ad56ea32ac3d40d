import { assert, describe, layer } from "@effect/vitest"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Clock, Duration, Effect } from "effect"
import { TestClock } from "effect/testing"
import { accountAddressPolicy, accountPolicy, couponPolicy } from "../src/accounts/AccountThrottle.ts"
import { accountMessages, fieldMessages } from "../src/accounts/messages.ts"
import { sessionIdleTimeout, sessionLifetime } from "../src/accounts/Sessions.ts"
import { ratePolicies } from "../src/http/middleware/rateLimit.ts"
import { isCommonPassword } from "../src/security/commonPasswords.ts"
import { call, freshAddress, login, loginFrom, playersNamed, post, registration } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

const newPlayer = playersNamed("guarded")

/** A sliding window forgets a failure one window (plus the slot it fell in) after it. */
const waitOut = (window: Duration.Duration) =>
  TestClock.adjust(Duration.millis(Duration.toMillis(window) * 1.1))

describe(`account security, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("the owner still gets in from a usual address while an attacker fails from many others", () =>
      Effect.gen(function* () {
        const owner = yield* newPlayer
        const home = freshAddress()
        assert.strictEqual((yield* loginFrom(home, owner.userId, owner.password)).status, 200)

        // An attacker spreads as many wrong guesses as the account takes over many addresses.
        for (let attempt = 0; attempt < accountPolicy.limit; attempt++) {
          const response = yield* loginFrom(freshAddress(), owner.userId, `Guess#${attempt}000`)
          assert.strictEqual(response.status, 422)
        }
        // From an address the owner never used, even the right password now waits.
        const stranger = yield* loginFrom(freshAddress(), owner.userId, owner.password)
        assert.strictEqual(stranger.status, 429)
        assert.deepStrictEqual(stranger.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })
        // The owner, from home, is not locked out.
        const fromHome = yield* loginFrom(home, owner.userId, owner.password)
        assert.strictEqual(fromHome.status, 200)
        assert.strictEqual(fromHome.json().data.message, accountMessages.loginSucceeded)

        // No hard lock: once the failures slide out of the window, anyone with the password gets in.
        yield* waitOut(accountPolicy.window)
        assert.strictEqual((yield* loginFrom(freshAddress(), owner.userId, owner.password)).status, 200)
      }),
    )

    it.effect(
      "one address gets a few wrong guesses per account, then waits, even with the right password",
      () =>
        Effect.gen(function* () {
          const owner = yield* newPlayer
          const home = freshAddress()
          const guesser = freshAddress()
          assert.strictEqual((yield* loginFrom(home, owner.userId, owner.password)).status, 200)
          for (let attempt = 0; attempt < accountAddressPolicy.limit; attempt++) {
            assert.strictEqual((yield* loginFrom(guesser, owner.userId, `Guess#${attempt}000`)).status, 422)
          }
          assert.strictEqual((yield* loginFrom(guesser, owner.userId, owner.password)).status, 429)
          // Other addresses, and other accounts from this one, are not affected.
          assert.strictEqual((yield* loginFrom(home, owner.userId, owner.password)).status, 200)
          assert.strictEqual((yield* loginFrom(freshAddress(), owner.userId, owner.password)).status, 200)
          yield* waitOut(accountAddressPolicy.window)
          assert.strictEqual((yield* loginFrom(guesser, owner.userId, owner.password)).status, 200)
        }),
    )

    it.effect("limits are sliding windows: a burst across a window's edge is still refused", () =>
      Effect.gen(function* () {
        const policy = ratePolicies.processLogin
        assert.isDefined(policy)
        const limit = policy?.limit ?? 0
        const windowMillis = Duration.toMillis(policy?.window ?? Duration.zero)
        // Just before a minute's edge, where a fixed window would start counting again.
        const now = yield* Clock.currentTimeMillis
        yield* TestClock.adjust(Duration.millis(windowMillis - (now % windowMillis) - 100))
        const ip = freshAddress()
        const burst = (from: number) =>
          Effect.forEach(
            Array.from({ length: limit }, (_, index) => from + index),
            (index) =>
              Effect.map(loginFrom(ip, `nobody${index}`, "Wrong#2025"), (response) => response.status),
          )
        assert.deepStrictEqual(yield* burst(0), Array(limit).fill(422))
        yield* TestClock.adjust(Duration.millis(200))
        assert.deepStrictEqual(yield* burst(limit), Array(limit).fill(429))
        yield* waitOut(policy?.window ?? Duration.zero)
        assert.strictEqual((yield* loginFrom(ip, "nobody", "Wrong#2025")).status, 422)
      }),
    )

    it.effect("code guessing is limited per account, from any number of addresses", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const { token } = yield* login(player.userId, player.password)
        const redeem = (CouponCode: string, session = token) =>
          post("/processCoupon", { token: session, body: { CouponCode, ReferralCode: "" } })
        for (let attempt = 0; attempt < couponPolicy.limit; attempt++) {
          assert.strictEqual((yield* redeem(`GUESS-${attempt}-XYZ`)).status, 404)
        }
        const refused = yield* redeem("GUESS-LAST-XYZ")
        assert.strictEqual(refused.status, 429)
        assert.deepStrictEqual(refused.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })
        yield* waitOut(couponPolicy.window)
        // The session idled out meanwhile; a new one may guess again.
        const later = yield* login(player.userId, player.password)
        assert.strictEqual((yield* redeem("GUESS-AGAIN-XYZ", later.token)).status, 404)
      }),
    )

    it.effect("a session ends after 30 idle minutes, and 12 hours after login however busy", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const idle = yield* login(player.userId, player.password)
        const busy = yield* login(player.userId, player.password)
        const use = (token: string) => Effect.map(call("GET", "/user-ip", { token }), (r) => r.status)
        const step = Duration.subtract(sessionIdleTimeout, Duration.minutes(5))

        yield* TestClock.adjust(step)
        assert.strictEqual(yield* use(busy.token), 200)
        yield* TestClock.adjust(Duration.minutes(6))
        assert.strictEqual(yield* use(idle.token), 401)
        assert.strictEqual(yield* use(busy.token), 200)
        const expired = yield* call("GET", "/user-ip", { token: idle.token })
        assert.strictEqual(expired.json().message, "Please log in to continue.")

        // Used every 25 minutes, the session lives until its absolute end and not a moment longer.
        let elapsed = Duration.sum(step, Duration.minutes(6))
        while (Duration.isLessThan(Duration.sum(elapsed, step), sessionLifetime)) {
          yield* TestClock.adjust(step)
          elapsed = Duration.sum(elapsed, step)
          assert.strictEqual(yield* use(busy.token), 200)
        }
        yield* TestClock.adjust(step)
        assert.strictEqual(yield* use(busy.token), 401)
      }),
    )

    it.effect(
      "new passwords: 7 characters and the most common passwords are refused with their messages",
      () =>
        Effect.gen(function* () {
          assert.isTrue(isCommonPassword("Password1"))
          assert.isFalse(isCommonPassword("Steady#2025"))
          for (const [password, message] of [
            ["Abc#123", fieldMessages.passwordTooShort],
            ["password1", fieldMessages.passwordTooCommon],
            ["QwertyUIOP", fieldMessages.passwordTooCommon],
            ["iloveyou", fieldMessages.passwordTooCommon],
          ] as const) {
            const refused = yield* post("/register", {
              body: registration({
                userId: "weakling",
                userPassword: password,
                userPasswordConfirm: password,
              }),
            })
            assert.strictEqual(refused.status, 422)
            assert.deepStrictEqual(refused.json().errors, { userPassword: [message] })
          }
          assert.strictEqual(fieldMessages.passwordTooShort, "Password must be at least 8 characters.")
          assert.strictEqual(
            fieldMessages.passwordTooCommon,
            "Password is too common. Please choose another.",
          )

          // The same rules hold for a change on the account page.
          const player = yield* newPlayer
          const { token, user } = yield* login(player.userId, player.password)
          const me = { UserNum: user.UserNum, UserID: player.userId }
          yield* post("/validate-secret-answer", { token, body: { ...me, secretAnswer: "Cebu City" } })
          for (const [NewUserPass, message] of [
            ["Abc#123", fieldMessages.passwordTooShort],
            ["baseball", fieldMessages.passwordTooCommon],
          ] as const) {
            const refused = yield* post("/updatepassword", {
              token,
              body: { ...me, UserPass: player.password, NewUserPass },
            })
            assert.strictEqual(refused.status, 422)
            assert.deepStrictEqual(refused.json(), {
              _tag: "ValidationFailed",
              message,
              errors: { NewUserPass: [message] },
            })
          }
          const accepted = yield* post("/updatepassword", {
            token,
            body: { ...me, UserPass: player.password, NewUserPass: "Abcd#123" },
          })
          assert.strictEqual(accepted.status, 200)
        }),
    )
  })
})
