import { assert, describe, layer } from "@effect/vitest"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Duration, Effect } from "effect"
import { TestClock } from "effect/testing"
import { accountAddressPolicy, accountPolicy, couponPolicy } from "../src/accounts/AccountThrottle.ts"
import { freshAddress, login, loginFrom, playersNamed, post } from "./support/accounts.ts"
import { statusCounts, together } from "./support/concurrency.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

const newPlayer = playersNamed("parallel")

describe(`limits under parallel requests, on ${databaseKind}`, () => {
  // A hashing line long enough for every guess here, so only the limits decide who is refused.
  layer(testServer({ limits: { passwordHashQueue: 100 } }))((it) => {
    it.effect("60 wrong codes at once from one account: exactly the coupon limit is tried", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const { token } = yield* login(player.userId, player.password)
        const responses = yield* together(
          Array.from({ length: 60 }, (_, attempt) =>
            post("/processCoupon", { token, body: { CouponCode: `GUESS-${attempt}-XYZ`, ReferralCode: "" } }),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          404: couponPolicy.limit,
          429: 60 - couponPolicy.limit,
        })
        const refused = responses.find((response) => response.status === 429)
        assert.deepStrictEqual(refused?.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })
      }),
    )

    it.effect("10 wrong passwords at once from one address: exactly the per-address limit is checked", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const guesser = freshAddress()
        const responses = yield* together(
          Array.from({ length: 10 }, (_, attempt) =>
            loginFrom(guesser, player.userId, `Guess#${attempt}000`),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          422: accountAddressPolicy.limit,
          429: 10 - accountAddressPolicy.limit,
        })
      }),
    )

    it.effect("24 wrong passwords at once from 24 addresses: exactly the account limit is checked", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const home = freshAddress()
        assert.strictEqual((yield* loginFrom(home, player.userId, player.password)).status, 200)
        const responses = yield* together(
          Array.from({ length: 24 }, (_, attempt) =>
            loginFrom(freshAddress(), player.userId, `Guess#${attempt}000`),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          422: accountPolicy.limit,
          429: 24 - accountPolicy.limit,
        })
        // The owner's usual address is not held to the account's limit.
        assert.strictEqual((yield* loginFrom(home, player.userId, player.password)).status, 200)
      }),
    )

    it.effect("right passwords sent together are given back: the address keeps its wrong guesses", () =>
      Effect.gen(function* () {
        const player = yield* newPlayer
        const home = freshAddress()
        const responses = yield* together(
          Array.from({ length: accountAddressPolicy.limit + 3 }, () =>
            loginFrom(home, player.userId, player.password),
          ),
        )
        // Each is counted while it is checked, so a few may wait; none is refused for long.
        const statuses = statusCounts(responses.map((response) => response.status))
        assert.isAtLeast(statuses[200] ?? 0, accountAddressPolicy.limit)
        assert.strictEqual((statuses[200] ?? 0) + (statuses[429] ?? 0), responses.length)
        // None of them counts afterwards: every wrong guess the address is allowed is still there
        // (once the address's own per-minute allowance of calls has renewed).
        yield* TestClock.adjust(Duration.seconds(70))
        for (let attempt = 0; attempt < accountAddressPolicy.limit; attempt++) {
          assert.strictEqual((yield* loginFrom(home, player.userId, `Guess#${attempt}000`)).status, 422)
        }
        assert.strictEqual((yield* loginFrom(home, player.userId, "Guess#last000")).status, 429)
      }),
    )
  })
})
