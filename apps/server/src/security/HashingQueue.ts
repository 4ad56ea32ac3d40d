import { availableParallelism } from "node:os"
import { Context, Data, Deferred, Effect, Fiber } from "effect"

/**
 * Whose hash it is: an account's owner at an address they signed in from lately goes ahead of
 * everyone else, so strangers filling the line cannot keep the owner out.
 */
export type HashingLane = "owner" | "stranger"

/** The lane of the hashing the current request asks for; strangers' unless AccountService says so. */
export const HashingLaneOf = Context.Reference<HashingLane>("gatehouse/server/HashingLane", {
  defaultValue: () => "stranger",
})

/** A request turned away before its hashing started: the line was full. Answered 503 with Retry-After. */
export class HashingBusy extends Data.TaggedError("HashingBusy")<{ readonly message: string }> {}

export interface HashingQueueShape {
  /** Hashes computed at once. */
  readonly concurrency: number
  /** Requests that may wait in each lane; one more is turned away at once. */
  readonly waiting: number
}

/**
 * One hash at a time per core, at most four (Node hashes on its four worker threads, shared with
 * file reads); a line of four per running hash waits behind them, a second or two of work.
 */
export const defaultHashingQueueShape = (): HashingQueueShape => {
  const concurrency = Math.max(1, Math.min(4, availableParallelism()))
  return { concurrency, waiting: 4 * concurrency }
}

/**
 * A bounded line in front of password hashing, the costliest work a stranger can make the server
 * do. A request that finds its lane full is turned away before any work starts; one that leaves
 * while it waits (its deadline passed, its client went away) leaves the line and its hash is never
 * computed. A hash that has started runs to its end (scrypt cannot be stopped half-way) and keeps
 * its place until then, so the line always knows how busy the workers really are.
 */
export const makeHashingQueue = (shape: HashingQueueShape) => {
  let running = 0
  const lanes: Record<HashingLane, Array<() => void>> = { owner: [], stranger: [] }

  /** Hands a freed place to the next waiter, the owner's lane first. */
  const release = () => {
    const next = lanes.owner.shift() ?? lanes.stranger.shift()
    if (next === undefined) running -= 1
    else next()
  }

  const waitForTurn = (lane: HashingLane) =>
    Effect.suspend(() => {
      if (running < shape.concurrency) {
        running += 1
        return Effect.void
      }
      if (lanes[lane].length >= shape.waiting) {
        return Effect.die(new HashingBusy({ message: "Too many passwords are being checked at once." }))
      }
      const turn = Deferred.makeUnsafe<void>()
      const start = () => Deferred.doneUnsafe(turn, Effect.void)
      lanes[lane].push(start)
      return Deferred.await(turn).pipe(
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            const index = lanes[lane].indexOf(start)
            // Still waiting: it simply leaves. Handed a place as it left: the place goes on.
            if (index >= 0) lanes[lane].splice(index, 1)
            else release()
          }),
        ),
      )
    })

  return <A>(work: Effect.Effect<A>): Effect.Effect<A> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.gen(function* () {
        yield* restore(waitForTurn(yield* HashingLaneOf))
        const hashing = yield* Effect.forkDetach(Effect.ensuring(work, Effect.sync(release)))
        return yield* restore(Fiber.join(hashing))
      }),
    )
}
