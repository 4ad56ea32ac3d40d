import { assert, describe, layer } from "@effect/vitest"
import { Deferred, Effect, Fiber } from "effect"
import { busyAnswer } from "../src/observability/requests.ts"
import { freshAddress, loginFrom, playersNamed } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import type { RawResponse } from "./support/http.ts"
import { testServer } from "./support/server.ts"

const newPlayer = playersNamed("besieged")

/**
 * 60 wrong logins at once, each from its own address, aimed at `targetOf(n)`; once the first of them
 * has been answered, while the rest are still under way, the owner logs in from home. Gives the
 * owner's answer, how many strangers were still waiting when the owner asked, and their answers.
 */
const ownerDuringBurst = (
  owner: { readonly userId: string; readonly password: string },
  home: string,
  targetOf: (attempt: number) => string,
) =>
  Effect.gen(function* () {
    let answered = 0
    const firstAnswer = yield* Deferred.make<void>()
    const burst = yield* Effect.forkChild(
      Effect.all(
        Array.from({ length: 60 }, (_, attempt) =>
          loginFrom(freshAddress(), targetOf(attempt), `Wrong#${attempt}000`).pipe(
            Effect.tap(() => {
              answered += 1
              return Deferred.succeed(firstAnswer, undefined)
            }),
          ),
        ),
        { concurrency: "unbounded" },
      ),
    )
    yield* Deferred.await(firstAnswer)
    const stillWaiting = 60 - answered
    const ownerAnswer = yield* loginFrom(home, owner.userId, owner.password)
    const strangers = yield* Fiber.join(burst)
    return { ownerAnswer, stillWaiting, strangers }
  })

/** A stranger is refused (429), turned away before any hashing (503, come back later) or told no (422). */
const assertRefusedPlainly = (strangers: ReadonlyArray<RawResponse>) => {
  for (const response of strangers) {
    assert.include([422, 429, 503], response.status, response.text)
    if (response.status === 503) {
      assert.deepStrictEqual(response.json(), busyAnswer)
      assert.isDefined(response.headers["retry-after"])
    }
  }
}

describe(`a burst of wrong logins from many addresses, on ${databaseKind}`, () => {
  // The real clock: the server's request deadline must really pass for a backlog to show, as it did
  // when hashing went on for requests already answered 503 and the owner's login timed out behind it.
  layer(testServer({ productionHashing: true }), { excludeTestServices: true })((it) => {
    it.effect("the owner gets in while 60 strangers guess at the owner's account", () =>
      Effect.gen(function* () {
        const owner = yield* newPlayer
        const home = freshAddress()
        assert.strictEqual((yield* loginFrom(home, owner.userId, owner.password)).status, 200)

        const { ownerAnswer, stillWaiting, strangers } = yield* ownerDuringBurst(
          owner,
          home,
          () => owner.userId,
        )

        assert.isAbove(stillWaiting, 0)
        assert.strictEqual(ownerAnswer.status, 200, ownerAnswer.text)
        assertRefusedPlainly(strangers)
      }),
    )

    it.effect("the owner gets in while 60 strangers guess at 60 other accounts", () =>
      Effect.gen(function* () {
        const owner = yield* newPlayer
        const home = freshAddress()
        assert.strictEqual((yield* loginFrom(home, owner.userId, owner.password)).status, 200)

        const { ownerAnswer, stillWaiting, strangers } = yield* ownerDuringBurst(
          owner,
          home,
          (attempt) => `nobody${attempt}`,
        )

        assert.isAbove(stillWaiting, 0)
        assert.strictEqual(ownerAnswer.status, 200, ownerAnswer.text)
        assertRefusedPlainly(strangers)
      }),
    )
  })
})
