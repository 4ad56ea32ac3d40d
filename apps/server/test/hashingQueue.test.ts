import { assert, describe, it } from "@effect/vitest"
import { Cause, Deferred, Effect, Exit, Fiber } from "effect"
import { HashingBusy, HashingLaneOf, makeHashingQueue } from "../src/security/HashingQueue.ts"

/** Work that records when it starts and then runs until the test lets it finish. */
const gatedWork = Effect.gen(function* () {
  const started: Array<string> = []
  const gate = yield* Deferred.make<void>()
  const work = (name: string) =>
    Effect.sync(() => started.push(name)).pipe(Effect.andThen(Deferred.await(gate)), Effect.as(name))
  return { started, work, finish: Deferred.succeed(gate, undefined) }
})

/** Lets every forked fiber run up to where it waits. */
const settle = Effect.repeat(Effect.yieldNow, { times: 20 })

describe("the line in front of password hashing", () => {
  it.effect("a full line turns work away before it starts; work whose request left is never done", () =>
    Effect.gen(function* () {
      const inTurn = makeHashingQueue({ concurrency: 1, waiting: 1 })
      const { started, work, finish } = yield* gatedWork
      const first = yield* Effect.forkChild(inTurn(work("first")))
      yield* settle
      const second = yield* Effect.forkChild(inTurn(work("second")))
      yield* settle

      const third = yield* Effect.exit(inTurn(work("third")))
      assert.isTrue(Exit.isFailure(third))
      if (Exit.isFailure(third)) {
        assert.instanceOf(Cause.squash(third.cause), HashingBusy)
      }

      // The second request's deadline passes while it waits: it leaves the line.
      yield* Fiber.interrupt(second)
      yield* finish
      assert.strictEqual(yield* Fiber.join(first), "first")
      assert.deepStrictEqual(started, ["first"])
      // Its place is free again.
      assert.strictEqual(yield* inTurn(work("fourth")), "fourth")
    }),
  )

  it.effect("a hash that started keeps its place until it ends, even when its request left", () =>
    Effect.gen(function* () {
      const inTurn = makeHashingQueue({ concurrency: 1, waiting: 1 })
      const { started, work, finish } = yield* gatedWork
      const abandoned = yield* Effect.forkChild(inTurn(work("abandoned")))
      yield* settle
      yield* Fiber.interrupt(abandoned)
      const next = yield* Effect.forkChild(inTurn(work("next")))
      yield* settle
      assert.deepStrictEqual(started, ["abandoned"])
      yield* finish
      assert.strictEqual(yield* Fiber.join(next), "next")
      assert.deepStrictEqual(started, ["abandoned", "next"])
    }),
  )

  it.effect(
    "the owner's lane goes ahead of strangers waiting before it, and has room when theirs is full",
    () =>
      Effect.gen(function* () {
        const inTurn = makeHashingQueue({ concurrency: 1, waiting: 2 })
        const { started, work, finish } = yield* gatedWork
        const running = yield* Effect.forkChild(inTurn(work("running")))
        yield* settle
        const strangers = yield* Effect.forkChild(
          Effect.all([inTurn(work("stranger 1")), inTurn(work("stranger 2"))], { concurrency: "unbounded" }),
        )
        yield* settle
        assert.isTrue(Exit.isFailure(yield* Effect.exit(inTurn(work("stranger 3")))))
        const owner = yield* Effect.forkChild(
          inTurn(work("owner")).pipe(Effect.provideService(HashingLaneOf, "owner")),
        )
        yield* settle
        yield* finish
        yield* Fiber.join(running)
        yield* Fiber.join(owner)
        yield* Fiber.join(strangers)
        assert.deepStrictEqual(started, ["running", "owner", "stranger 1", "stranger 2"])
      }),
  )
})
